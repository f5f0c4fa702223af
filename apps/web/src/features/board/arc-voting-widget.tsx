import { countOf } from '@hoa/contracts/format';
import { List, Skeleton, Stack, Text } from '@mantine/core';
import { LoadFailure } from '../../components/load-failure';
import { AppLink } from '../../lib/link';
import { useArcRequests } from './api/arc-requests';
import { DaysLeft } from './arc-labels';

const shown = 5;

/** Three lines while the requests awaiting my vote load (the dashboard shows it while the code loads too). */
export function ArcVotingWidgetLoading() {
  return (
    <Stack gap="xs" role="status" aria-label="Loading the ARC requests awaiting your vote…">
      <Skeleton height={20} />
      <Skeleton height={20} />
      <Skeleton height={20} />
    </Stack>
  );
}

/** Dashboard ARC voting: the open requests awaiting my vote, nearest review deadline first. */
export function ArcVotingWidget() {
  const awaiting = useArcRequests({
    awaitingMyVote: 'true',
    period: 'all',
    sort: 'deadline',
    direction: 'asc',
    pageSize: shown,
  });
  if (awaiting.error) {
    return (
      <LoadFailure
        title="ARC requests could not be loaded"
        error={awaiting.error}
        onRetry={() => void awaiting.refetch()}
      />
    );
  }
  if (!awaiting.data) return <ArcVotingWidgetLoading />;
  const { items, total } = awaiting.data;
  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <Text size="sm">No ARC requests are waiting for your vote.</Text>
      ) : (
        <>
          <Text size="sm">{countOf(total, 'request')} waiting for your vote, nearest deadline first.</Text>
          <List listStyleType="none" spacing="xs" aria-label="ARC requests awaiting your vote">
            {items.map((request) => (
              <List.Item key={request.id}>
                <AppLink to={`/board/arcs/${request.id}`}>
                  {request.arcType ?? request.subject} · {request.address}
                </AppLink>
                <Text size="xs" c="dimmed" component="div">
                  {request.applicantName} · {request.associationName}
                </Text>
                <DaysLeft request={request} />
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Text size="sm">
        <AppLink to="/board/arcs">All ARC requests</AppLink>
      </Text>
    </Stack>
  );
}
