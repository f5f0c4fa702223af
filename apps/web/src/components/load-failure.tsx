import { Alert, Button, Text } from '@mantine/core';
import { errorText } from '../lib/api/error-text';
import { isApiError } from '../lib/api/request-failure';

interface LoadFailureProps {
  /** The alert's heading; none where the text says it all. */
  title?: string;
  error: unknown;
  onRetry: () => void;
  /** What to say; by default the error as its toast would word it (with its error id). */
  lines?: readonly string[];
  retryLabel?: string;
}

/** What a read that found nothing says: trying again would find nothing either (ADR 106). */
const notFoundLines = [
  'This record does not exist, or it is not yours to see.',
  'Check the address, or go back to the list it came from.',
] as const;

/**
 * A read failed: what went wrong and a button to try again. The one way the app says so. A record that
 * does not exist (404) is said plainly, without an error id and without a Try again that cannot help.
 */
export function LoadFailure({ title, error, onRetry, lines, retryLabel = 'Try again' }: LoadFailureProps) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <Alert color={missing ? 'gray' : 'red'} role="alert" title={missing ? 'Not found' : title}>
      {(missing ? notFoundLines : (lines ?? [errorText(error)])).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {missing ? null : (
        <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Alert>
  );
}
