import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPagination } from './list-pagination';
import { LoadFailure } from './load-failure';
import { TableSkeleton } from './table-skeleton';

/** One page of a server-paged list, as its read answers it. */
export interface PagedData<Item> {
  items: readonly Item[];
  total: number;
}

interface PagedResultsProps<Item> {
  /** The page's read (a TanStack Query result). */
  query: { data?: PagedData<Item>; error: unknown; isFetching?: boolean; refetch: () => unknown };
  failureTitle: string;
  loadingLabel: string;
  /** "12 requests": announced as a status whenever it changes. */
  countText: (total: number) => string;
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The page buttons' name ("Request pages"). */
  pagesLabel: string;
  /** Say "updating…" beside the count while a new page or filter loads over the old rows. */
  showUpdating?: boolean;
  /** The rows of a page that has some (a table inside TableScroll, as a rule). */
  children: (items: readonly Item[]) => ReactNode;
}

/**
 * What every server-paged list shows below its filters: the failure with Try again, the loading rows,
 * the count, the rows or what it says when there are none, and the page buttons when there is more than
 * one page.
 */
export function PagedResults<Item>(props: PagedResultsProps<Item>) {
  const { query, page, pageSize, onPage } = props;
  const data = query.data;
  if (query.error) {
    return (
      <LoadFailure title={props.failureTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!data) return <TableSkeleton label={props.loadingLabel} />;
  return (
    <>
      <Text size="sm" role="status">
        {props.countText(data.total)}
        {props.showUpdating && query.isFetching ? ' · updating…' : ''}
      </Text>
      {data.items.length > 0 ? props.children(data.items) : <Text>{props.empty}</Text>}
      {data.total > pageSize ? (
        <ListPagination
          total={Math.ceil(data.total / pageSize)}
          value={page}
          onChange={onPage}
          aria-label={props.pagesLabel}
        />
      ) : null}
    </>
  );
}
