import '../../components/staff-page-styles';
import type { HomeownerRow } from '@hoa/contracts/association-homeowners';
import { countOf, formatMoney, formatPhone } from '@hoa/contracts/format';
import { staffPageSizes } from '@hoa/contracts/staff-inbox';
import { Button, Group, Text } from '@mantine/core';
import { DataGrid, type GridColumn } from '../../components/data-grid/data-grid';
import { FileDownloadOutcome, useFileDownload } from '../../components/file-download';
import { PagedResults } from '../../components/paged-results';
import { SearchField, usePagedSearch } from '../../components/search-field';
import { pages } from '../../lib/pages';
import { downloadHomeownersCsv, useHomeowners } from './api/association-books';
import { BoardMoneyPage } from './books/board-association';

const pageSize = staffPageSizes.default;
const notShown = <Text c="dimmed">Not shown</Text>;

const columns: GridColumn<HomeownerRow>[] = [
  { id: 'owner', title: 'Owner', render: (row) => row.ownerName },
  {
    id: 'property',
    title: 'Property',
    width: 200,
    render: (row) => (
      <>
        {row.address}
        <Text size="xs" c="dimmed">
          {row.accountNumber}
        </Text>
      </>
    ),
  },
  {
    id: 'balance',
    title: 'Balance',
    align: 'right',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(row.balance)}</span>,
  },
  {
    id: 'mailingAddress',
    title: 'Mailing address',
    width: 220,
    render: (row) => row.mailingAddress ?? notShown,
  },
  { id: 'email', title: 'E-mail', render: (row) => row.email ?? notShown },
  {
    id: 'phone',
    title: 'Phone',
    render: (row) =>
      row.phone ? <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(row.phone)}</span> : notShown,
  },
];

/** /board/homeowners: the association's owners and properties with balance and shown contacts (ADR 125). */
export function HomeownersPage() {
  return (
    <BoardMoneyPage title={pages.homeowners.title}>
      {(associationId) => <HomeownerList associationId={associationId} />}
    </BoardMoneyPage>
  );
}

function HomeownerList({ associationId }: { associationId: number }) {
  const { search, setSearch, debounced, page, setPage } = usePagedSearch();
  const list = useHomeowners({ associationId, search: debounced, page, pageSize });
  const exportCsv = useFileDownload(() => downloadHomeownersCsv(associationId, { search: debounced }));
  return (
    <>
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchField
          label="Search"
          placeholder="Name, account, address, e-mail or phone"
          value={search}
          onSearch={setSearch}
          style={{ flex: '1 1 14rem' }}
        />
        <Button
          variant="default"
          onClick={() => exportCsv.mutate()}
          loading={exportCsv.isPending}
          aria-describedby="homeowners-export-help"
        >
          Export CSV
        </Button>
      </Group>
      <Text size="sm" id="homeowners-export-help" c="dimmed">
        Export CSV downloads every homeowner the search matches. E-mail, phone and mailing address show only
        when the owner lets members see them in the directory.
      </Text>
      <FileDownloadOutcome download={exportCsv} />
      <PagedResults
        query={list}
        failureTitle="The homeowners could not be loaded"
        loadingLabel="Loading the homeowners…"
        countText={(total) => countOf(total, 'property', 'properties')}
        empty="No homeowner matches this search."
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        pagesLabel="Homeowner pages"
        showUpdating
      >
        {(items) => (
          <DataGrid
            gridId="homeowners"
            label="Homeowners"
            columns={columns}
            records={items}
            rowKey={(row) => row.propertyId}
            minTableWidth={1100}
          />
        )}
      </PagedResults>
    </>
  );
}
