import '@mantine/core/styles/SegmentedControl.layer.css';
import type { InspectionListStatus } from '@hoa/contracts/inspections';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { FileDownloadOutcome, useFileDownload } from '../file-download';
import { downloadInspectionsCsv, type InspectionSide } from './inspection-api';

const statusLabels: Record<InspectionListStatus, string> = {
  all: 'All',
  scheduled: 'Scheduled',
  completed: 'Completed',
};

/** The inspections list's status chooser and its CSV export (the board's or the staff's call). */
export function InspectionStatusControls({
  side,
  associationId,
  status,
  onChange,
}: {
  side: InspectionSide;
  associationId: number;
  status: InspectionListStatus;
  onChange: (status: InspectionListStatus) => void;
}) {
  const exportCsv = useFileDownload(() => downloadInspectionsCsv(side, associationId, status));
  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Which inspections"
          value={status}
          onChange={(value) => onChange(value as InspectionListStatus)}
          data={(Object.keys(statusLabels) as InspectionListStatus[]).map((value) => ({
            value,
            label: statusLabels[value],
          }))}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        <Button variant="default" onClick={() => exportCsv.mutate()} loading={exportCsv.isPending}>
          Export CSV
        </Button>
      </Group>
      <FileDownloadOutcome download={exportCsv} />
    </>
  );
}
