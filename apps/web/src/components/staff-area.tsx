import { Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isStaffArea, useSecurity } from '../lib/session/api/get-security';

/** Renders the staff pages only for staff signed in as themselves (the API refuses anyone else with 403). */
export function StaffArea({ children }: { children: ReactNode }) {
  const { data: security, isPending } = useSecurity();
  if (isPending) return <Skeleton height={24} maw={320} aria-label="Loading…" />;
  if (!isStaffArea(security)) return <Text>This area is for management company staff.</Text>;
  return <>{children}</>;
}
