import '../../components/staff-page-styles';
import '@mantine/core/styles/SegmentedControl.layer.css';
import type { ArcExportQuery, ArcListQuery } from '@hoa/contracts/arc-review';
import { type RequestStatus, requestStatuses, requestStatusLabels } from '@hoa/contracts/community';
import { countOf } from '@hoa/contracts/format';
import { staffPageSizes } from '@hoa/contracts/staff-inbox';
import { Button, Checkbox, Group, NativeSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useOutlet, useSearchParams } from 'react-router';
import { useGridSort } from '../../components/data-grid/grid-layout-store';
import { FileDownloadOutcome, useFileDownload } from '../../components/file-download';
import { PagedResults } from '../../components/paged-results';
import { SearchField, usePagedSearch } from '../../components/search-field';
import { pages } from '../../lib/pages';
import { useHomeSettings } from '../../lib/session/api/get-home-settings';
import { productName } from '../../lib/theme/association-store';
import { downloadArcRequestsCsv, useArcRequests } from './api/arc-requests';
import { ArcRequestTable, arcOrderOf, defaultArcSort } from './arc-request-table';

const pageSize = staffPageSizes.default;
const any = { value: '', label: 'Any' };

/** The ARC list; an opened request (board/arcs/:id) renders in its place, so the page keeps one h1. */
export function ArcRequestsPage() {
  const detail = useOutlet();
  return detail ?? <ArcRequestList />;
}

/** /board/arcs: the ARC requests of the boards I sit on, filtered, sorted, paged, exported. */
function ArcRequestList() {
  const settings = useHomeSettings();
  const boards = (settings.data?.associations ?? []).filter((association) => association.isBoardMember);
  // the board's task overview links here with ?association=ID&awaiting=mine (issue 18)
  const [params] = useSearchParams();
  const [awaitingMine, setAwaitingMine] = useState(params.get('awaiting') === 'mine');
  const [period, setPeriod] = useState<ArcListQuery['period']>(awaitingMine ? 'all' : 'last36Months');
  const [status, setStatus] = useState<RequestStatus | ''>('');
  const [associationId, setAssociationId] = useState(params.get('association') ?? '');
  const [sort, setSort] = useGridSort('arc-requests', defaultArcSort);
  const order = arcOrderOf(sort);
  const { search, setSearch, debounced, page, setPage } = usePagedSearch();
  const filter: ArcExportQuery = {
    period,
    status: status || undefined,
    associationId: associationId ? Number(associationId) : undefined,
    awaitingMyVote: awaitingMine ? 'true' : 'false',
    search: debounced,
    ...order,
  };
  const list = useArcRequests({ ...filter, page, pageSize });
  const exportCsv = useFileDownload((query: ArcExportQuery) => downloadArcRequestsCsv(query));
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <Stack gap="md">
      <title>{`${pages.arcRequests.title} · ${productName}`}</title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{pages.arcRequests.title}</Title>
        <Button
          variant="default"
          onClick={() => exportCsv.mutate(filter)}
          loading={exportCsv.isPending}
          aria-describedby="arc-export-help"
        >
          Export CSV
        </Button>
      </Group>
      <Text size="sm" id="arc-export-help" c="dimmed">
        Export CSV downloads every request these filters match, not only this page.
      </Text>
      <FileDownloadOutcome download={exportCsv} />
      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="arc-period-label">
            Submitted
          </Text>
          <SegmentedControl
            aria-labelledby="arc-period-label"
            value={period}
            onChange={changed((value: string) => setPeriod(value as ArcListQuery['period']))}
            data={[
              { value: 'last36Months', label: 'Last 36 months' },
              { value: 'all', label: 'All' },
            ]}
          />
        </Stack>
        <NativeSelect
          label="Status"
          value={status}
          onChange={(event) => changed(setStatus)(event.currentTarget.value as RequestStatus | '')}
          data={[any, ...requestStatuses.map((value) => ({ value, label: requestStatusLabels[value] }))]}
        />
        <Checkbox
          label="Awaiting my vote"
          checked={awaitingMine}
          onChange={(event) => changed(setAwaitingMine)(event.currentTarget.checked)}
          mb={8}
        />
        {boards.length > 1 ? (
          <NativeSelect
            label="Association"
            value={associationId}
            onChange={(event) => changed(setAssociationId)(event.currentTarget.value)}
            data={[
              { value: '', label: 'All my boards' },
              ...boards.map((board) => ({ value: String(board.id), label: board.name })),
            ]}
          />
        ) : null}
        <SearchField
          label="Search"
          placeholder="Applicant, address, account or type"
          value={search}
          onSearch={setSearch}
          style={{ flex: '1 1 14rem' }}
        />
      </Group>
      <PagedResults
        query={list}
        failureTitle="ARC requests could not be loaded"
        loadingLabel="Loading the ARC requests…"
        countText={(total) => countOf(total, 'request')}
        empty="No ARC requests match these filters."
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        pagesLabel="ARC request pages"
        showUpdating
      >
        {(items) => (
          <ArcRequestTable
            items={items}
            sort={{ column: order.sort, direction: order.direction }}
            onSort={(next) => {
              setSort(next);
              setPage(1);
            }}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
