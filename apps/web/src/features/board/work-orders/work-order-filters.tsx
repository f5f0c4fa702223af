import { countOf } from '@hoa/contracts/format';
import {
  type WorkOrderListQuery,
  workOrderPriorities,
  workOrderPriorityLabels,
  workOrderStatuses,
  workOrderStatusLabels,
} from '@hoa/contracts/work-orders';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FileDownloadOutcome, useFileDownload } from '../../../components/file-download';
import { QueryStatus } from '../../../components/query-status';
import { downloadWorkOrdersCsv, useWorkOrders, type WorkOrderSide } from '../api/work-orders';
import { WorkOrderGrid } from './work-order-grid';

export type WorkOrderFilter = Required<Pick<WorkOrderListQuery, 'status' | 'priority' | 'search'>>;

/** A status the address asks for (`?status=estimate_pending`, the board's task overview links so). */
function statusInAddress(): WorkOrderFilter['status'] | null {
  const asked = new URLSearchParams(window.location.search).get('status');
  return workOrderStatuses.find((status) => status === asked) ?? null;
}

/** Filters (status, priority, search), the CSV export and the grid of an association's work orders. */
export function WorkOrderList({
  side,
  associationId,
  onOpen,
}: {
  side: WorkOrderSide;
  associationId: number;
  onOpen: (id: number) => void;
}) {
  const [filter, setFilter] = useState<WorkOrderFilter>(() => ({
    status: statusInAddress() ?? 'active',
    priority: 'all',
    search: '',
  }));
  const [search, setSearch] = useState('');
  const list = useWorkOrders({ associationId, side, ...filter });
  const exportCsv = useFileDownload(() => downloadWorkOrdersCsv(side, associationId, filter));
  const orders = list.data?.workOrders ?? [];
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <NativeSelect
          label="Status"
          value={filter.status}
          onChange={(event) =>
            setFilter({ ...filter, status: event.currentTarget.value as WorkOrderFilter['status'] })
          }
          data={[
            { value: 'active', label: 'Active (not completed or cancelled)' },
            { value: 'all', label: 'All' },
            ...workOrderStatuses.map((value) => ({ value, label: workOrderStatusLabels[value] })),
          ]}
        />
        <NativeSelect
          label="Priority"
          value={filter.priority}
          onChange={(event) =>
            setFilter({ ...filter, priority: event.currentTarget.value as WorkOrderFilter['priority'] })
          }
          data={[
            { value: 'all', label: 'All' },
            ...workOrderPriorities.map((value) => ({ value, label: workOrderPriorityLabels[value] })),
          ]}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setFilter({ ...filter, search: search.trim() });
          }}
        >
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label="Search title or location"
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Button type="submit" variant="default">
              Search
            </Button>
          </Group>
        </form>
        <Button variant="default" onClick={() => exportCsv.mutate()} loading={exportCsv.isPending}>
          Export CSV
        </Button>
      </Group>
      <FileDownloadOutcome download={exportCsv} />
      <QueryStatus
        label="Loading the work orders…"
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data ? (
        <>
          <Text size="sm" role="status">
            {countOf(orders.length, 'work order')}
          </Text>
          {orders.length === 0 ? (
            <Text>No work orders match.</Text>
          ) : (
            <WorkOrderGrid side={side} workOrders={orders} onOpen={onOpen} />
          )}
        </>
      ) : null}
    </Stack>
  );
}
