import { clientMessages } from '@hoa/contracts/client-messages';
import { communityMessages } from '@hoa/contracts/community';
import { LoadFailure } from '../../components/load-failure';
import { isApiError } from '../../lib/api/request-failure';

/** SPEC §8 requests widget: 'An error occurred while loading your requests.', its Error ID and Try Again. */
export function RequestsLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const errorId = isApiError(error) ? error.body?.errorId : undefined;
  const lines = [
    communityMessages.requestsLoadFailed,
    ...(errorId ? [clientMessages.errorIdLine(errorId)] : []),
  ];
  return <LoadFailure error={error} onRetry={onRetry} lines={lines} retryLabel="Try Again" />;
}
