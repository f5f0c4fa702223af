import { Alert, Button, Text } from '@mantine/core';
import { errorText } from '../lib/api/error-text';

interface LoadFailureProps {
  /** The alert's heading; none where the text says it all. */
  title?: string;
  error: unknown;
  onRetry: () => void;
  /** What to say; by default the error as its toast would word it (with its error id). */
  lines?: readonly string[];
  retryLabel?: string;
}

/** A read failed: what went wrong and a button to try again. The one way the app says so. */
export function LoadFailure({ title, error, onRetry, lines, retryLabel = 'Try again' }: LoadFailureProps) {
  return (
    <Alert color="red" role="alert" title={title}>
      {(lines ?? [errorText(error)]).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
