import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import {
  type WorkOrderSummary,
  workOrderPriorityLabels,
  workOrderStatusLabels,
} from '@hoa/contracts/work-orders';
import { Button } from '@mantine/core';
import { DataGrid, type GridColumn } from '../../../components/data-grid/data-grid';

const money = (cents: number | null) =>
  cents === null ? '—' : <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(cents)}</span>;

function columnsOf(onOpen: (id: number) => void): GridColumn<WorkOrderSummary>[] {
  return [
    {
      id: 'title',
      title: 'Work order',
      render: (order) => (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => onOpen(order.id)}
          aria-label={`Open work order ${order.id}: ${order.title}`}
          style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}
        >
          {order.title}
        </Button>
      ),
    },
    { id: 'location', title: 'Location', render: (order) => order.location },
    { id: 'vendor', title: 'Vendor', render: (order) => order.vendorName ?? '—' },
    { id: 'priority', title: 'Priority', render: (order) => workOrderPriorityLabels[order.priority] },
    { id: 'status', title: 'Status', render: (order) => workOrderStatusLabels[order.status] },
    { id: 'estimate', title: 'Estimate', align: 'right', render: (order) => money(order.estimatedCost) },
    { id: 'actual', title: 'Actual cost', align: 'right', render: (order) => money(order.actualCost) },
    {
      id: 'created',
      title: 'Opened',
      render: (order) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(order.createdAt.slice(0, 10))}</span>
      ),
    },
  ];
}

/** The work order grid (saved layouts per user); a title opens the work order. */
export function WorkOrderGrid({
  side,
  workOrders,
  onOpen,
}: {
  side: 'board' | 'staff';
  workOrders: readonly WorkOrderSummary[];
  onOpen: (id: number) => void;
}) {
  return (
    <DataGrid
      gridId={side === 'board' ? 'board-work-orders' : 'staff-work-orders'}
      label="Work orders"
      columns={columnsOf(onOpen)}
      records={workOrders}
      rowKey={(order) => order.id}
      minTableWidth={1000}
    />
  );
}
