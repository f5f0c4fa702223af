import { formatCalendarDate } from '@hoa/contracts/format';
import { type InspectionRow, inspectionStatusLabels } from '@hoa/contracts/inspections';
import { Button } from '@mantine/core';
import { DataGrid, type GridColumn } from '../data-grid/data-grid';

/** The inspections grid (saved layouts per user): open one to see its findings. */
export function InspectionGrid({
  gridId,
  inspections,
  onOpen,
}: {
  gridId: 'board-inspections' | 'staff-inspections';
  inspections: readonly InspectionRow[];
  onOpen: (id: number) => void;
}) {
  const columns: GridColumn<InspectionRow>[] = [
    {
      id: 'date',
      title: 'Date',
      render: (row) => (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => onOpen(row.id)}
          aria-label={`Open the inspection of ${row.area} on ${formatCalendarDate(row.inspectedOn)}`}
        >
          {formatCalendarDate(row.inspectedOn)}
        </Button>
      ),
    },
    { id: 'area', title: 'Area or properties', render: (row) => row.area },
    { id: 'inspector', title: 'Inspector', render: (row) => row.inspectorName },
    { id: 'status', title: 'Status', render: (row) => inspectionStatusLabels[row.status] },
    { id: 'findings', title: 'Findings', align: 'right', render: (row) => row.findingCount },
    { id: 'violations', title: 'Violations', align: 'right', render: (row) => row.violationCount },
  ];
  return (
    <DataGrid
      gridId={gridId}
      label="Inspections"
      columns={columns}
      records={inspections}
      rowKey={(row) => row.id}
      minTableWidth={760}
    />
  );
}
