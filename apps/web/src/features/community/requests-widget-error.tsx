import { clientMessages } from '@hoa/contracts/client-messages';
import { communityMessages } from '@hoa/contracts/community';
import { Alert, Button, Text } from '@mantine/core';
import { isApiError } from '../../api/request-failure';

/** SPEC §8 requests widget: 'An error occurred while loading your requests.', its Error ID and Try Again. */
export function RequestsLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const errorId = isApiError(error) ? error.body?.errorId : undefined;
  return (
    <Alert color="red" role="alert">
      <Text size="sm">{communityMessages.requestsLoadFailed}</Text>
      {errorId ? <Text size="sm">{clientMessages.errorIdLine(errorId)}</Text> : null}
      <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}
