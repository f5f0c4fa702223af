import '../../components/staff-page-styles';
import { agingBucketLabels, agingBuckets } from '@hoa/contracts/association-books';
import type { CollectionAccount } from '@hoa/contracts/association-collections';
import { countOf, formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { staffPageSizes } from '@hoa/contracts/staff-inbox';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useGridSort } from '../../components/data-grid/grid-layout-store';
import { FileDownloadOutcome, useFileDownload } from '../../components/file-download';
import { PagedResults } from '../../components/paged-results';
import { SearchField, usePagedSearch } from '../../components/search-field';
import { SummaryTable } from '../../components/summary-table';
import { pages } from '../../lib/pages';
import { downloadCollectionsCsv, useCollections } from './api/association-books';
import { AccountLinesDialog } from './books/account-lines-dialog';
import { BoardMoneyPage } from './books/board-association';
import { CollectionTable, collectionOrderOf, defaultCollectionSort } from './books/collection-table';
import { StageDecision } from './books/stage-decision';

const pageSize = staffPageSizes.default;

/** /board/collections: the association's delinquent accounts aged as of a day (issue 17, ADR 125). */
export function CollectionsPage() {
  return (
    <BoardMoneyPage title={pages.collections.title}>
      {(associationId) => <CollectionList associationId={associationId} />}
    </BoardMoneyPage>
  );
}

function CollectionList({ associationId }: { associationId: number }) {
  const [asOf, setAsOf] = useState('');
  const [sort, setSort] = useGridSort('collections', defaultCollectionSort);
  const order = collectionOrderOf(sort);
  const { search, setSearch, debounced, page, setPage } = usePagedSearch();
  const filter = { asOf: asOf || undefined, search: debounced, ...order };
  const list = useCollections({ associationId, side: 'board', ...filter, page, pageSize });
  const day = asOf || list.data?.asOf || '';
  const [opened, setOpened] = useState<CollectionAccount | null>(null);
  const exportCsv = useFileDownload(() =>
    downloadCollectionsCsv(associationId, { ...filter, asOf: day || undefined }),
  );
  const totals = list.data?.totals;
  return (
    <>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          type="date"
          label="Aged as of"
          value={day}
          onChange={(event) => {
            setAsOf(event.currentTarget.value);
            setPage(1);
          }}
        />
        <SearchField
          label="Search"
          placeholder="Owner, account or address"
          value={search}
          onSearch={setSearch}
          style={{ flex: '1 1 14rem' }}
        />
        <Button
          variant="default"
          onClick={() => exportCsv.mutate()}
          loading={exportCsv.isPending}
          aria-describedby="collections-export-help"
        >
          Export CSV
        </Button>
      </Group>
      <Text size="sm" id="collections-export-help" c="dimmed">
        Export CSV downloads every account the search matches, aged as of the day shown, not only this page.
      </Text>
      <FileDownloadOutcome download={exportCsv} />
      {totals ? (
        <SummaryTable
          caption={`Totals of the delinquent accounts as of ${formatCalendarDate(list.data?.asOf ?? day)}`}
          rows={[
            ...agingBuckets.map((bucket): [string, string] => [
              agingBucketLabels[bucket],
              formatMoney(totals[bucket]),
            ]),
            ['Total owed', formatMoney(totals.balance)],
          ]}
        />
      ) : null}
      <PagedResults
        query={list}
        failureTitle="The delinquent accounts could not be loaded"
        loadingLabel="Aging the accounts…"
        countText={(total) => countOf(total, 'delinquent account')}
        empty="No account owes anything past due as of this day."
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        pagesLabel="Delinquent account pages"
        showUpdating
      >
        {(items) => (
          <CollectionTable
            gridId="collections"
            items={items}
            sort={{ column: order.sort, direction: order.direction }}
            onSort={(next) => {
              setSort(next);
              setPage(1);
            }}
            onOpenLines={setOpened}
            stageAction={(account) => <StageDecision associationId={associationId} account={account} />}
          />
        )}
      </PagedResults>
      <AccountLinesDialog
        associationId={associationId}
        asOf={day}
        account={opened}
        onClose={() => setOpened(null)}
      />
    </>
  );
}
