import { type RequestSummary, requestKindLabels } from '@hoa/contracts/community';
import { Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { AppLink } from '../../lib/link';
import { formatDate, ReservationBadge, reservationText, StatusBadge } from './request-labels';
import { RequestsLoadError } from './requests-widget-error';

interface RequestListProps {
  caption: string;
  requests: RequestSummary[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  empty: string;
  /** A narrow list (dashboard widgets) instead of the table. */
  compact?: boolean;
}

/** Requests as a table (subject links to its detail), with a skeleton while loading and the §8 failure. */
export function RequestList({
  caption,
  requests,
  isPending,
  error,
  onRetry,
  empty,
  compact,
}: RequestListProps) {
  if (error) return <RequestsLoadError error={error} onRetry={onRetry} />;
  if (isPending || !requests) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading your requests…">
        <Skeleton height={20} />
        <Skeleton height={20} />
        <Skeleton height={20} />
      </Stack>
    );
  }
  if (requests.length === 0) return <Text>{empty}</Text>;
  if (compact) {
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
                {requestKindLabels[request.kind]} · {formatDate(request.createdAt)}
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Request</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Submitted</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Td>
                <AppLink to={`/community/requests?id=${request.id}`}>{request.subject}</AppLink>
                {request.reservation ? (
                  <Text size="xs">
                    {reservationText(request.reservation)}{' '}
                    <ReservationBadge status={request.reservation.status} />
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{requestKindLabels[request.kind]}</Table.Td>
              <Table.Td>
                <StatusBadge status={request.status} />
              </Table.Td>
              <Table.Td>{formatDate(request.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
