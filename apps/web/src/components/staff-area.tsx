import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isStaffArea, useSecurity } from '../lib/session/api/get-security';
import { productName } from '../lib/theme/association-store';

/** Renders the staff pages only for staff signed in as themselves (the API refuses anyone else with 403). */
export function StaffArea({ children }: { children: ReactNode }) {
  const { data: security, isPending } = useSecurity();
  if (isPending) return <Skeleton height={24} maw={320} aria-label="Loading…" />;
  if (!isStaffArea(security)) return <Text>This area is for management company staff.</Text>;
  return <>{children}</>;
}

/** A page of the staff area: its title and heading for everyone, what it says under them, its content for staff. */
export function StaffAreaPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <title>{`${title} · ${productName}`}</title>
      <Title order={1}>{title}</Title>
      {intro}
      <StaffArea>{children}</StaffArea>
    </Stack>
  );
}
