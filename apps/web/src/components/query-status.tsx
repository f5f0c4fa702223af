import { Group, Loader, Text } from '@mantine/core';
import { LoadFailure } from './load-failure';

interface QueryStatusProps {
  /** What is loading, for the screen reader: "Loading your accounts…". */
  label: string;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The loading line or the failure (with Try again) of one read; nothing once the data is there. */
export function QueryStatus({ label, isPending, error, onRetry }: QueryStatusProps) {
  if (error) return <LoadFailure title="Could not load" error={error} onRetry={onRetry} />;
  if (!isPending) return null;
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
