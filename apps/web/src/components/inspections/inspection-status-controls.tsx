import type { InspectionListStatus } from '@hoa/contracts/inspections';
import { ListViewControls } from '../list-view-controls';
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
  return (
    <ListViewControls
      label="Which inspections"
      labels={statusLabels}
      value={status}
      onChange={onChange}
      downloadCsv={() => downloadInspectionsCsv(side, associationId, status)}
    />
  );
}
