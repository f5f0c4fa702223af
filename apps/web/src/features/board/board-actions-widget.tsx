import { List, Skeleton, Stack, Text } from '@mantine/core';
import { LoadFailure } from '../../components/load-failure';
import { AppLink } from '../../lib/link';
import { useTaskOverview } from './api/task-overview';
import { BoardAssociationPicker, useBoardAssociation } from './books/board-association';

/** Three lines while the board's task overview loads. */
export function BoardActionsWidgetLoading() {
  return (
    <Stack gap="xs" role="status" aria-label="Loading what needs your attention…">
      <Skeleton height={20} />
      <Skeleton height={20} />
      <Skeleton height={20} />
    </Stack>
  );
}

/**
 * Dashboard Board actions (issue 18): what needs me on the board of the chosen association (the header's
 * one, or my first board; a picker when I sit on several), each a count linking to its page; zeros left out.
 */
export function BoardActionsWidget() {
  const board = useBoardAssociation();
  const associationId = board.association?.id ?? 0;
  const overview = useTaskOverview(associationId);
  if (board.loading) return <BoardActionsWidgetLoading />;
  if (!board.association) return <Text size="sm">You do not sit on the board of an association.</Text>;
  if (overview.error) {
    return (
      <LoadFailure
        title="Board actions could not be loaded"
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  if (!overview.data) return <BoardActionsWidgetLoading />;
  const items = overview.data.items.filter((item) => item.count > 0);
  return (
    <Stack gap="sm">
      <BoardAssociationPicker {...board} />
      {items.length === 0 ? (
        <Text size="sm">Nothing needs you on the board of {board.association.name} right now.</Text>
      ) : (
        <List listStyleType="none" spacing="xs" aria-label={`What needs you: ${board.association.name}`}>
          {items.map((item) => (
            <List.Item key={item.kind} data-kind={item.kind}>
              <AppLink to={item.href}>{item.label}</AppLink>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
