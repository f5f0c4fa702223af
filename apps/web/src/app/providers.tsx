import { defaultDesignTemplate } from '@hoa/contracts/design-templates';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { clearCacheOnUserChange, createQueryClient } from '../lib/api/query-client';
import { sessionStore } from '../lib/session-store/session-store';
import { useAssociationState } from '../lib/theme/association-store';
import { themeFromDesignTemplate } from '../lib/theme/theme-from-design-template';
import { ToastOutlet } from './toast-outlet';

// Mantine's default "dimmed" grey and field-error red are below 4.5:1 on white; use darker ones (WCAG 1.4.3).
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057',
    '--mantine-color-error': theme.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});

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
