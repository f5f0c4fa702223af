import { type RequestSummary, requestKindLabels } from '@hoa/contracts/community';
import { formatInstantDate } from '@hoa/contracts/format';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../components/request-status-badge';
import { AppLink } from '../../lib/link';
import { ReservationBadge } from './request-labels';
import { RequestsLoadError } from './requests-widget-error';
import { RequestListLoading } from './requests-widget-loading';

interface RequestListProps {
  caption: string;
  requests: RequestSummary[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  empty: string;
  /** The full view of the requests (the requests page's grid); without it, a narrow list (dashboard widgets). */
  full?: (requests: RequestSummary[]) => ReactNode;
}

/** Requests (each subject links to its detail) with a skeleton while loading and the §8 failure. */
export function RequestList({ caption, requests, isPending, error, onRetry, empty, full }: RequestListProps) {
  if (error) return <RequestsLoadError error={error} onRetry={onRetry} />;
  if (isPending || !requests) {
    return <RequestListLoading />;
  }
  if (requests.length === 0) return <Text>{empty}</Text>;
  if (!full) {
    return (
      <Stack
        gap="xs"
        component="ul"
        aria-label={caption}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {requests.map((request) => (
          <li key={request.id}>
            <AppLink to={`/community/requests?id=${request.id}`}>{request.subject}</AppLink>
            <Group gap={6} mt={2}>
              <StatusBadge status={request.status} />
              {request.reservation ? <ReservationBadge status={request.reservation.status} /> : null}
              <Text size="xs">
                {requestKindLabels[request.kind]} · {formatInstantDate(request.createdAt)}
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
    );
  }
  return full(requests);
}
