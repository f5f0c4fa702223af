import '@mantine/core/styles/SegmentedControl.layer.css';
import { countOf } from '@hoa/contracts/format';
import type { ViolationListView } from '@hoa/contracts/violations';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FileDownloadOutcome, useFileDownload } from '../../components/file-download';
import { QueryStatus } from '../../components/query-status';
import { downloadViolationsCsv, useViolations } from '../../components/violations/violation-api';
import { ViolationGrid } from '../../components/violations/violation-grid';
import { ViolationPanel } from '../../components/violations/violation-panel';
import { pages } from '../../lib/pages';
import { BoardMoneyPage } from './books/board-association';

const viewLabels: Record<ViolationListView, string> = {
  open: 'Open',
  awaitingBoard: 'Awaiting the board',
  all: 'All',
};

/** /board/violations: the association's violations, their history, and the board's decisions (issue 18). */
export function ViolationsPage() {
  return (
    <BoardMoneyPage title={pages.violations.title}>
      {(associationId) => <ViolationList associationId={associationId} />}
    </BoardMoneyPage>
  );
}

/** The list the address asks for (`?view=awaitingBoard`: the board's task overview links so). */
function viewInAddress(): ViolationListView {
  const asked = new URLSearchParams(window.location.search).get('view');
  return (Object.keys(viewLabels) as ViolationListView[]).find((view) => view === asked) ?? 'open';
}

/** The violation the address asks to open (`?violation=ID`: an inspection's finding links so). */
function violationInAddress(): number {
  const asked = Number(new URLSearchParams(window.location.search).get('violation'));
  return Number.isInteger(asked) && asked > 0 ? asked : 0;
}

function ViolationList({ associationId }: { associationId: number }) {
  const [view, setView] = useState<ViolationListView>(viewInAddress);
  const [openId, setOpenId] = useState(violationInAddress);
  const list = useViolations({ associationId, side: 'board', view });
  const exportCsv = useFileDownload(() => downloadViolationsCsv(associationId, view));
  const rows = list.data?.violations ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Which violations"
          value={view}
          onChange={(value) => setView(value as ViolationListView)}
          data={(Object.keys(viewLabels) as ViolationListView[]).map((value) => ({
            value,
            label: viewLabels[value],
          }))}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        <Button variant="default" onClick={() => exportCsv.mutate()} loading={exportCsv.isPending}>
          Export CSV
        </Button>
      </Group>
      <FileDownloadOutcome download={exportCsv} />
      {openId > 0 ? (
        <ViolationPanel
          side="board"
          associationId={associationId}
          violationId={openId}
          onClose={() => setOpenId(0)}
        />
      ) : null}
      <QueryStatus
        label="Loading the violations…"
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data ? (
        <>
          <Text size="sm">{countOf(rows.length, 'violation')}</Text>
          {rows.length === 0 ? (
            <Text>No violations here.</Text>
          ) : (
            <ViolationGrid gridId="board-violations" violations={rows} onOpen={setOpenId} />
          )}
        </>
      ) : null}
    </Stack>
  );
}
