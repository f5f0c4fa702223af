import '@mantine/core/styles/SegmentedControl.layer.css';
import { countOf } from '@hoa/contracts/format';
import type { InspectionListStatus } from '@hoa/contracts/inspections';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useInspections } from '../../components/inspections/inspection-api';
import { InspectionGrid } from '../../components/inspections/inspection-grid';
import { InspectionPanel } from '../../components/inspections/inspection-panel';
import { InspectionStatusControls } from '../../components/inspections/inspection-status-controls';
import { QueryStatus } from '../../components/query-status';
import { pages } from '../../lib/pages';
import { BoardMoneyPage } from './books/board-association';

/** /board/inspections (issue 18): the association's inspections, their findings and the violations they became. */
export function InspectionsPage() {
  return (
    <BoardMoneyPage title={pages.inspections.title}>
      {(associationId) => <InspectionList associationId={associationId} />}
    </BoardMoneyPage>
  );
}

function InspectionList({ associationId }: { associationId: number }) {
  const [status, setStatus] = useState<InspectionListStatus>('all');
  const [openId, setOpenId] = useState(0);
  const list = useInspections({ associationId, side: 'board', status });
  const rows = list.data?.inspections ?? [];
  return (
    <Stack gap="md">
      <InspectionStatusControls
        side="board"
        associationId={associationId}
        status={status}
        onChange={setStatus}
      />
      {openId > 0 ? (
        <InspectionPanel
          side="board"
          associationId={associationId}
          inspectionId={openId}
          onClose={() => setOpenId(0)}
        />
      ) : null}
      <QueryStatus
        label="Loading the inspections…"
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data ? (
        <>
          <Text size="sm">{countOf(rows.length, 'inspection')}</Text>
          {rows.length === 0 ? (
            <Text>No inspections here.</Text>
          ) : (
            <InspectionGrid gridId="board-inspections" inspections={rows} onOpen={setOpenId} />
          )}
        </>
      ) : null}
    </Stack>
  );
}
