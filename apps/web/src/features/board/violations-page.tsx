import '@mantine/core/styles/SegmentedControl.layer.css';
import { countOf } from '@hoa/contracts/format';
import { Stack, Text } from '@mantine/core';
import { QueryStatus } from '../../components/query-status';
import { useViolations } from '../../components/violations/violation-api';
import { ViolationGrid } from '../../components/violations/violation-grid';
import { ViolationPanel } from '../../components/violations/violation-panel';
import { useViolationView, ViolationViewControls } from '../../components/violations/violation-view';
import { pages } from '../../lib/pages';
import { BoardMoneyPage } from './books/board-association';

/** /board/violations: the association's violations, their history, and the board's decisions (issue 18). */
export function ViolationsPage() {
  return (
    <BoardMoneyPage title={pages.violations.title}>
      {(associationId) => <ViolationList associationId={associationId} />}
    </BoardMoneyPage>
  );
}

function ViolationList({ associationId }: { associationId: number }) {
  const { view, setView, openId, setOpenId } = useViolationView();
  const list = useViolations({ associationId, side: 'board', view });
  const rows = list.data?.violations ?? [];
  return (
    <Stack gap="md">
      <ViolationViewControls side="board" associationId={associationId} view={view} onChange={setView} />
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
