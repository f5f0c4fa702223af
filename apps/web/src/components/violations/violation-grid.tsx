import { formatCalendarDate } from '@hoa/contracts/format';
import { type ViolationRow, violationStageLabels } from '@hoa/contracts/violations';
import { Badge, Button } from '@mantine/core';
import { DataGrid, type GridColumn } from '../data-grid/data-grid';

/** The violations grid (saved layouts per user): open one to see its history and act on it. */
export function ViolationGrid({
  gridId,
  violations,
  onOpen,
}: {
  gridId: 'board-violations' | 'staff-violations';
  violations: readonly ViolationRow[];
  onOpen: (id: number) => void;
}) {
  const columns: GridColumn<ViolationRow>[] = [
    {
      id: 'address',
      title: 'Property',
      render: (row) => (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => onOpen(row.id)}
          aria-label={`Open the ${row.category.toLowerCase()} violation at ${row.address}`}
        >
          {row.address}
        </Button>
      ),
    },
    { id: 'owner', title: 'Owner', render: (row) => row.ownerName },
    { id: 'category', title: 'Category', render: (row) => row.category },
    { id: 'rule', title: 'Rule', width: 220, render: (row) => row.ruleReference },
    {
      id: 'observed',
      title: 'Observed',
      render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(row.observedOn)}</span>,
    },
    {
      id: 'stage',
      title: 'Stage',
      render: (row) => (
        <>
          {violationStageLabels[row.stage]}
          {row.pendingEscalation ? (
            <Badge ml="xs" color="orange" variant="light" style={{ textTransform: 'none' }}>
              {violationStageLabels[row.pendingEscalation]} awaiting the board
            </Badge>
          ) : null}
        </>
      ),
    },
    { id: 'photos', title: 'Photos', align: 'right', render: (row) => row.photoCount },
  ];
  return (
    <DataGrid
      gridId={gridId}
      label="Violations"
      columns={columns}
      records={violations}
      rowKey={(row) => row.id}
      minTableWidth={900}
    />
  );
}
