import {
  type AgingBucket,
  agingBucketLabels,
  agingBuckets,
  collectionStageLabels,
} from '@hoa/contracts/association-books';
import {
  boardStageDecisionLabels,
  type CollectionAccount,
  type CollectionSortColumn,
  collectionSortColumns,
} from '@hoa/contracts/association-collections';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { Anchor, Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataGrid, type GridColumn } from '../../../components/data-grid/data-grid';
import type { GridSort } from '../../../components/data-grid/grid-layout-store';

export interface CollectionOrder {
  sort: CollectionSortColumn;
  direction: 'asc' | 'desc';
}

/** The default order: the largest balance first. */
export const defaultCollectionSort: GridSort = { column: 'balance', direction: 'desc' };

/** A kept sort the server knows, else the default. */
export const collectionOrderOf = (sort: GridSort): CollectionOrder =>
  (collectionSortColumns as readonly string[]).includes(sort.column)
    ? { sort: sort.column as CollectionSortColumn, direction: sort.direction }
    : { sort: 'balance', direction: 'desc' };

/** A figure that opens the lines it is made of. */
function Figure({
  account,
  amount,
  onOpen,
}: {
  account: CollectionAccount;
  amount: number;
  /** Opens the lines behind the figure; without it (staff) the figure is plain text. */
  onOpen?: () => void;
}) {
  if (amount === 0) return <Text c="dimmed">{formatMoney(0)}</Text>;
  if (!onOpen) return <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(amount)}</span>;
  return (
    <Anchor
      component="button"
      type="button"
      onClick={onOpen}
      aria-label={`${formatMoney(amount)}: the lines of ${account.ownerName}, ${account.accountNumber}`}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatMoney(amount)}
    </Anchor>
  );
}

/** The account's stage, with what the board decided or that it waits for the board. */
export function StageCell({ account, action }: { account: CollectionAccount; action?: ReactNode }) {
  const stage = account.stage;
  if (!stage) return <Text c="dimmed">None</Text>;
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {collectionStageLabels[stage.stage]}
      </Text>
      {stage.boardDecision ? (
        <Text size="xs" c="dimmed">
          {boardStageDecisionLabels[stage.boardDecision]} by {stage.boardDecidedByName}
          {stage.boardNote ? `: ${stage.boardNote}` : ''}
        </Text>
      ) : stage.needsBoardApproval ? (
        <Badge color="orange" variant="light">
          Needs board approval
        </Badge>
      ) : null}
      {action}
    </>
  );
}

const bucketColumn = (
  bucket: AgingBucket,
  onOpen?: (account: CollectionAccount) => void,
): GridColumn<CollectionAccount> => ({
  id: bucket,
  title: agingBucketLabels[bucket],
  align: 'right',
  render: (account) => (
    <Figure
      account={account}
      amount={account.buckets[bucket]}
      onOpen={onOpen ? () => onOpen(account) : undefined}
    />
  ),
});

/** One page of delinquent accounts: every figure opens its lines; the stage column may carry an action. */
export function CollectionTable({
  gridId,
  items,
  sort,
  onSort,
  onOpenLines,
  stageAction,
}: {
  gridId: 'collections';
  items: readonly CollectionAccount[];
  sort: GridSort;
  onSort: (sort: GridSort) => void;
  onOpenLines?: (account: CollectionAccount) => void;
  stageAction?: (account: CollectionAccount) => ReactNode;
}) {
  const columns: GridColumn<CollectionAccount>[] = [
    {
      id: 'owner',
      title: 'Owner',
      sortKey: 'owner',
      render: (account) => (
        <>
          {account.ownerName}
          <Text size="xs" c="dimmed">
            {account.ledgerName}
          </Text>
        </>
      ),
    },
    {
      id: 'property',
      title: 'Property',
      sortKey: 'account',
      width: 200,
      render: (account) => (
        <>
          {account.address}
          <Text size="xs" c="dimmed">
            {account.accountNumber}
          </Text>
        </>
      ),
    },
    {
      id: 'balance',
      title: 'Balance',
      sortKey: 'balance',
      align: 'right',
      render: (account) => (
        <Figure
          account={account}
          amount={account.balance}
          onOpen={onOpenLines ? () => onOpenLines(account) : undefined}
        />
      ),
    },
    ...agingBuckets.map((bucket) => bucketColumn(bucket, onOpenLines)),
    {
      id: 'oldest',
      title: 'Oldest unpaid',
      sortKey: 'oldest',
      render: (account) =>
        account.oldestUnpaidDueDate ? (
          <span style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(account.oldestUnpaidDueDate)}</span>
        ) : null,
    },
    {
      id: 'stage',
      title: 'Collection stage',
      width: 220,
      render: (account) => <StageCell account={account} action={stageAction?.(account)} />,
    },
  ];
  return (
    <DataGrid
      gridId={gridId}
      label="Delinquent accounts"
      columns={columns}
      records={items}
      rowKey={(account) => account.subLedgerId}
      sorting={{ sort, defaultSort: defaultCollectionSort, onSort }}
      minTableWidth={1240}
    />
  );
}
