import '../../components/staff-page-styles';
import { agingBucketLabels, agingBuckets } from '@hoa/contracts/association-books';
import type { CollectionAccount } from '@hoa/contracts/association-collections';
import { countOf, formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { staffPageSizes } from '@hoa/contracts/staff-inbox';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useGridSort } from '../../components/data-grid/grid-layout-store';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingSpinner } from '../../components/loading-spinner';
import { PagedResults } from '../../components/paged-results';
import { SearchField, usePagedSearch } from '../../components/search-field';
import { SummaryTable } from '../../components/summary-table';
import { errorText } from '../../lib/api/error-text';
import { pages } from '../../lib/pages';
import { saveFile } from '../../lib/save-file';
import { productName } from '../../lib/theme/association-store';
import { downloadCollectionsCsv, useCollections } from './api/association-books';
import { AccountLinesDialog } from './books/account-lines-dialog';
import { BoardAssociationPicker, useBoardAssociation } from './books/board-association';
import { CollectionTable, collectionOrderOf, defaultCollectionSort } from './books/collection-table';
import { StageDecision } from './books/stage-decision';

const pageSize = staffPageSizes.default;

/** /board/collections: the association's delinquent accounts aged as of a day (issue 17, ADR 125). */
export function CollectionsPage() {
  const boardAssociation = useBoardAssociation();
  const { association } = boardAssociation;
  return (
    <Stack gap="md">
      <title>{`${pages.collections.title} · ${productName}`}</title>
      <Title order={1}>{pages.collections.title}</Title>
      <BoardAssociationPicker {...boardAssociation} />
      {boardAssociation.loading ? (
        <LoadingSpinner label="Loading your boards…" />
      ) : association ? (
        <CollectionList key={association.id} associationId={association.id} />
      ) : (
        <Text>You do not sit on the board of an association.</Text>
      )}
    </Stack>
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
  const exportCsv = useMutation({
    mutationFn: async () => {
      const file = await downloadCollectionsCsv(associationId, { ...filter, asOf: day || undefined });
      saveFile(file.blob, file.fileName);
      return file.fileName;
    },
  });
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
      <FailureAlert when={exportCsv.isError} title="The export could not be downloaded">
        {errorText(exportCsv.error)}
      </FailureAlert>
      {exportCsv.isSuccess ? (
        <Text size="sm" role="status">
          Downloaded {exportCsv.data}.
        </Text>
      ) : null}
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
