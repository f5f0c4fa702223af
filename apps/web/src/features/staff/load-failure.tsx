import { Alert, Button, Text } from '@mantine/core';
import { errorText } from '../billing/error-text';

/** A read of the staff area failed: what went wrong (with its error id) and Try again. */
export function LoadFailure({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Text size="sm">{errorText(error)}</Text>
      <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
