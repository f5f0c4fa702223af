import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { errorText } from '../error-text';

interface QueryStatusProps {
  /** What is loading, for the screen reader: "Loading your accounts…". */
  label: string;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The loading line or the failure (with Try again) of one read; nothing once the data is there. */
export function QueryStatus({ label, isPending, error, onRetry }: QueryStatusProps) {
  if (error) {
    return (
      <Alert color="red" role="alert" title="Could not load">
        <Text size="sm">{errorText(error)}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!isPending) return null;
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
