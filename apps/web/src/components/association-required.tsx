import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCurrentProperty } from '../lib/session/use-current-property';
import { QueryStatus } from './query-status';

/** Renders its children with the chosen association; says so when there is none (or settings are loading). */
export function AssociationRequired({
  children,
}: {
  children: (associationId: number, name: string) => ReactNode;
}) {
  const { settings, associationId, associationName } = useCurrentProperty();
  if (settings.isPending || settings.error) {
    return (
      <QueryStatus
        label="Loading your communities…"
        isPending={settings.isPending}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (associationId === null) return <Text>Choose a property in the header to see its community.</Text>;
  return <>{children(associationId, associationName ?? '')}</>;
}
