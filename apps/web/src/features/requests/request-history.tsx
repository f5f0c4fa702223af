import '@mantine/core/styles/Timeline.layer.css';
import { type RequestDetail, requestStatusLabels } from '@hoa/contracts/community';
import { formatDateTime } from '@hoa/contracts/format';
import { Text, Timeline, Title } from '@mantine/core';

/** A request's status history, oldest first; "you" is whoever reads it (the homeowner or management). */
export function RequestHistory({
  history,
  viewer,
}: {
  history: RequestDetail['history'];
  viewer: 'homeowner' | 'management';
}) {
  const who = (changedBy: 'homeowner' | 'management') =>
    changedBy === viewer ? 'you' : changedBy === 'management' ? 'management' : 'the homeowner';
  return (
    <section aria-labelledby="history-heading">
      <Title order={3} size="h5" id="history-heading" mb="xs">
        Status history
      </Title>
      <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
        {history.map((change) => (
          <Timeline.Item
            key={`${change.status}-${change.changedAt}`}
            title={requestStatusLabels[change.status]}
          >
            <Text size="sm">
              {formatDateTime(change.changedAt)} by {who(change.changedBy)}
            </Text>
            {change.note ? <Text size="sm">{change.note}</Text> : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
