import { defaultDesignTemplate } from '@hoa/contracts/design-templates';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { clearCacheOnUserChange, createQueryClient } from '../lib/api/query-client';
import { sessionStore } from '../lib/session-store/session-store';
import { useAssociationState } from '../lib/theme/association-store';
import { cssVariablesResolver, themeFromDesignTemplate } from '../lib/theme/theme-from-design-template';
import { ToastOutlet } from './toast-outlet';

/** Theme from the selected association, the query cache and the toast outlet. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => clearCacheOnUserChange(queryClient, sessionStore), [queryClient]);
  const { association } = useAssociationState();
  const template = association?.designTemplate ?? defaultDesignTemplate;
  const theme = useMemo(() => themeFromDesignTemplate(template), [template]);
  return (
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ToastOutlet />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
