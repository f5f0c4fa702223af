import type { BoardTaskKind, BoardTaskOverview } from '@hoa/contracts/board-task-overview';
import { Badge, Group, List, Text } from '@mantine/core';
import { QueryStatus } from '../../components/query-status';
import { AppLink } from '../../lib/link';
import { boardPagesOnNarrowMenu, type PageId, type PageInfo, pages, pathOf } from '../../lib/pages';
import { useTaskOverview } from './api/task-overview';
import { BoardMoneyPage } from './books/board-association';

/** Which overview count belongs to a board page (what waits for me there). */
const countOfPage: Partial<Record<PageId, BoardTaskKind>> = {
  arcRequests: 'arcVotes',
  toDoList: 'openTodos',
  invoices: 'invoiceApprovals',
  collections: 'collectionDecisions',
  workOrders: 'workOrderEstimates',
  violations: 'violationEscalations',
};

/** The board pages a narrow screen's menu leaves out, in menu order. */
const overflowPages = (Object.entries(pages) as [PageId, PageInfo][]).filter(
  ([id, info]) => info.menu?.group === 'board' && !boardPagesOnNarrowMenu.includes(id),
);

/**
 * /board/more-items (issue 18): the board areas that do not fit a narrow screen's menu, each a link
 * (for the chosen association) with what waits for me there, from the task overview.
 */
export function MoreItemsPage() {
  return (
    <BoardMoneyPage title={pages.moreItems.title}>
      {(associationId) => <MoreItems associationId={associationId} />}
    </BoardMoneyPage>
  );
}

function countText(overview: BoardTaskOverview | undefined, kind: BoardTaskKind | undefined) {
  if (!overview || !kind) return null;
  const item = overview.items.find((one) => one.kind === kind);
  return item ? { count: item.count, label: item.label } : null;
}

function MoreItems({ associationId }: { associationId: number }) {
  const overview = useTaskOverview(associationId);
  return (
    <>
      <Text size="sm">The board’s other pages, with what waits for you on each.</Text>
      <QueryStatus
        label="Loading the counts…"
        isPending={overview.isPending}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
      <List listStyleType="none" spacing="sm" aria-label="More board pages">
        {overflowPages.map(([id, info]) => {
          const counted = countText(overview.data, countOfPage[id]);
          return (
            <List.Item key={id}>
              <Group gap="xs" wrap="wrap">
                <AppLink to={`${pathOf(id)}?association=${associationId}`}>{info.title}</AppLink>
                {counted ? (
                  <Badge
                    variant={counted.count > 0 ? 'light' : 'outline'}
                    color={counted.count > 0 ? 'orange' : 'dark'}
                    style={{ textTransform: 'none' }}
                  >
                    {counted.label}
                  </Badge>
                ) : null}
              </Group>
            </List.Item>
          );
        })}
      </List>
    </>
  );
}
