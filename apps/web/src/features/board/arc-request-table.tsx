import { type ArcRequestSummary, type ArcSortColumn, arcSortColumns } from '@hoa/contracts/arc-review';
import { formatInstantDate } from '@hoa/contracts/format';
import { Text } from '@mantine/core';
import { DataGrid, type GridColumn } from '../../components/data-grid/data-grid';
import type { GridSort } from '../../components/data-grid/grid-layout-store';
import { StatusBadge } from '../../components/request-status-badge';
import { AppLink } from '../../lib/link';
import { DaysLeft, TallySummary, VoteText } from './arc-labels';

export interface ArcOrder {
  sort: ArcSortColumn;
  direction: 'asc' | 'desc';
}

/** The list's default order: newest first. */
export const defaultArcSort: GridSort = { column: 'submitted', direction: 'desc' };

/** A kept sort the server knows, else the default (a layout from an older version may name another). */
export const arcOrderOf = (sort: GridSort): ArcOrder =>
  (arcSortColumns as readonly string[]).includes(sort.column)
    ? { sort: sort.column as ArcSortColumn, direction: sort.direction }
    : { sort: defaultArcSort.column as ArcSortColumn, direction: defaultArcSort.direction };

const columns: GridColumn<ArcRequestSummary>[] = [
  {
    id: 'applicant',
    title: 'Applicant',
    sortKey: 'applicant',
    render: (request) => <AppLink to={`/board/arcs/${request.id}`}>{request.applicantName}</AppLink>,
  },
  {
    id: 'property',
    title: 'Property',
    sortKey: 'property',
    width: 220,
    render: (request) => (
      <>
        {request.address}
        <Text size="xs" c="dimmed">
          {request.accountNumber} · {request.associationName}
        </Text>
      </>
    ),
  },
  {
    id: 'type',
    title: 'Type',
    sortKey: 'type',
    render: (request) => <span style={{ whiteSpace: 'nowrap' }}>{request.arcType ?? request.subject}</span>,
  },
  {
    id: 'submitted',
    title: 'Submitted',
    sortKey: 'submitted',
    render: (request) => (
      <time dateTime={request.createdAt} style={{ whiteSpace: 'nowrap' }}>
        {formatInstantDate(request.createdAt)}
      </time>
    ),
  },
  {
    id: 'daysLeft',
    title: 'Days left',
    sortKey: 'deadline',
    render: (request) => <DaysLeft request={request} />,
  },
  {
    id: 'myVote',
    title: 'My vote',
    render: (request) => <VoteText vote={request.myVote} recused={request.recused} />,
  },
  { id: 'tally', title: 'Tally', width: 220, render: (request) => <TallySummary tally={request.tally} /> },
  {
    id: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (request) => <StatusBadge status={request.status} />,
  },
];

/** The ARC requests of one page in the board's grid: each row opens the request; sorting orders the whole list. */
export function ArcRequestTable({
  items,
  sort,
  onSort,
}: {
  items: readonly ArcRequestSummary[];
  sort: GridSort;
  onSort: (sort: GridSort) => void;
}) {
  return (
    <DataGrid
      gridId="arc-requests"
      label="ARC requests"
      columns={columns}
      records={items}
      rowKey={(request) => request.id}
      sorting={{ sort, defaultSort: defaultArcSort, onSort }}
      minTableWidth={1180}
    />
  );
}
