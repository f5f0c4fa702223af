import '../../components/staff-page-styles';
import type { HomeownerRow } from '@hoa/contracts/association-homeowners';
import { countOf, formatMoney, formatPhone } from '@hoa/contracts/format';
import { staffPageSizes } from '@hoa/contracts/staff-inbox';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { DataGrid, type GridColumn } from '../../components/data-grid/data-grid';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingSpinner } from '../../components/loading-spinner';
import { PagedResults } from '../../components/paged-results';
import { SearchField, usePagedSearch } from '../../components/search-field';
import { errorText } from '../../lib/api/error-text';
import { pages } from '../../lib/pages';
import { saveFile } from '../../lib/save-file';
import { productName } from '../../lib/theme/association-store';
import { downloadHomeownersCsv, useHomeowners } from './api/association-books';
import { BoardAssociationPicker, useBoardAssociation } from './books/board-association';

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
  const boardAssociation = useBoardAssociation();
  const { association } = boardAssociation;
  return (
    <Stack gap="md">
      <title>{`${pages.homeowners.title} · ${productName}`}</title>
      <Title order={1}>{pages.homeowners.title}</Title>
      <BoardAssociationPicker {...boardAssociation} />
      {boardAssociation.loading ? (
        <LoadingSpinner label="Loading your boards…" />
      ) : association ? (
        <HomeownerList key={association.id} associationId={association.id} />
      ) : (
        <Text>You do not sit on the board of an association.</Text>
      )}
    </Stack>
  );
}

function HomeownerList({ associationId }: { associationId: number }) {
  const { search, setSearch, debounced, page, setPage } = usePagedSearch();
  const list = useHomeowners({ associationId, search: debounced, page, pageSize });
  const exportCsv = useMutation({
    mutationFn: async () => {
      const file = await downloadHomeownersCsv(associationId, { search: debounced });
      saveFile(file.blob, file.fileName);
      return file.fileName;
    },
  });
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
      <FailureAlert when={exportCsv.isError} title="The export could not be downloaded">
        {errorText(exportCsv.error)}
      </FailureAlert>
      {exportCsv.isSuccess ? (
        <Text size="sm" role="status">
          Downloaded {exportCsv.data}.
        </Text>
      ) : null}
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
