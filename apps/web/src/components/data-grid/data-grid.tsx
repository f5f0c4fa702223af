import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import 'mantine-datatable/styles.layer.css';
import {
  type GridId,
  type GridLayout,
  gridColumnWidths,
  gridLayoutMessages,
  gridLayoutToastMs,
} from '@hoa/contracts/grid-layouts';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Popover,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DataTable, type DataTableColumn, useDataTableColumns } from 'mantine-datatable';
import { type ReactNode, useEffect, useRef } from 'react';
import { errorText } from '../../lib/api/error-text';
import { useSignedInUserId } from '../../lib/session-store/session-store';
import {
  type GridSort,
  readSessionGridLayout,
  useSavedGridLayouts,
  useSaveGridLayout,
  writeSessionGridLayout,
} from './grid-layout-store';

export interface GridColumn<T> {
  /** Stable id: the layout names columns by it. */
  id: string;
  title: string;
  /** The server's order for this column, when the list can be sorted by it. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  /** Pixels; otherwise the column takes what its content needs. */
  width?: number;
  /** Amounts line up on the right. */
  align?: 'right';
}

interface DataGridProps<T> {
  /** Pixels under which the grid scrolls sideways rather than squeezing its columns. */
  minTableWidth?: number;
  gridId: GridId;
  /** What the rows are, for screen readers (the table's caption and the scroll region's name). */
  label: string;
  columns: GridColumn<T>[];
  records: readonly T[];
  rowKey: (row: T) => string | number;
  /** A visible line above the grid saying what it shows. */
  caption?: string;
  /** The rows' order, for grids the user can sort (the server orders them); none for a fixed order. */
  sorting?: { sort: GridSort; defaultSort: GridSort; onSort: (sort: GridSort) => void };
}

const toast = (message: string, color: 'green' | 'red' = 'green') =>
  notifications.show({ message, color, autoClose: gridLayoutToastMs });

/** A width the layout can keep: whole pixels (the grid also reports "initial" and "123px"). */
const pixels = (width: string | number | undefined): number | null => {
  const value = typeof width === 'number' ? width : Number.parseFloat(width ?? '');
  return Number.isFinite(value) && value >= gridColumnWidths.min && value <= gridColumnWidths.max
    ? Math.round(value)
    : null;
};

/**
 * A grid of rows whose column layout (order, visibility, width, sort) the user arranges: in the Columns
 * panel (keyboard too), by dragging a header's edge, by the sort buttons. The layout stays in the session between
 * visits; Save layout keeps it on the server (it follows the user to another device), Reset layout goes
 * back to the default and Restore layout to the saved one, each confirmed by a toast (issue 14, ADR 116).
 */
export function DataGrid<T>({
  gridId,
  label,
  columns,
  records,
  rowKey,
  caption,
  sorting,
  minTableWidth = 960,
}: DataGridProps<T>) {
  const sort = sorting?.sort ?? null;
  const userId = useSignedInUserId();
  const saved = useSavedGridLayouts();
  const save = useSaveGridLayout(gridId);
  const key = `hoa.grid.${userId ?? 0}.${gridId}`;
  const known = columns.map((column) => column.id);
  const grid = useDataTableColumns<T>({
    key,
    getInitialValueInEffect: false,
    // the lib's own sort, drag and hide controls are not keyboard and screen-reader friendly (a header
    // made a button, with nested buttons): sorting is a real button in the header, and moving and hiding
    // columns is in the Columns panel; resizing by dragging a header's edge stays the lib's
    columns: columns.map(
      (column): DataTableColumn<T> => ({
        accessor: column.id,
        title:
          column.sortKey && sorting ? (
            <SortButton
              title={column.title}
              sortKey={column.sortKey}
              sort={sorting.sort}
              firstDirection={
                column.sortKey === sorting.defaultSort.column ? sorting.defaultSort.direction : 'asc'
              }
              onSort={sorting.onSort}
            />
          ) : (
            column.title
          ),
        render: column.render,
        width: column.width,
        textAlign: column.align,
        resizable: true,
      }),
    ),
  });

  const current = (): GridLayout => ({
    order: grid.columnsOrder.filter((id) => known.includes(id)),
    hidden: grid.columnsToggle.filter((t) => !t.toggled).map((t) => t.accessor),
    widths: Object.fromEntries(
      grid.columnsWidth.flatMap((entry) =>
        Object.entries(entry).flatMap(([id, width]) => {
          const value = pixels(width);
          return value !== null && known.includes(id) ? [[id, value]] : [];
        }),
      ),
    ),
    sort,
  });

  const apply = (layout: GridLayout) => {
    const order = layout.order.filter((id) => known.includes(id));
    grid.setColumnsOrder([...order, ...known.filter((id) => !order.includes(id))]);
    grid.setColumnsToggle(
      grid.columnsToggle.map((toggle) => ({ ...toggle, toggled: !layout.hidden.includes(toggle.accessor) })),
    );
    grid.resetColumnsWidth();
    const widths = Object.entries(layout.widths).filter(([id]) => known.includes(id));
    if (widths.length > 0) grid.setColumnsWidth(widths.map(([accessor, width]) => ({ accessor, width })));
    sorting?.onSort(layout.sort ?? sorting.defaultSort);
  };

  // first visit on this device: the session has no layout yet, so the one saved on the server comes in
  const adopted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the saved layouts arrive (or fail)
  useEffect(() => {
    if (adopted.current || (saved.data === undefined && !saved.isError)) return;
    adopted.current = true;
    const fromServer = saved.data?.[gridId];
    if (fromServer && readSessionGridLayout(userId, gridId) === null) apply(fromServer);
  }, [saved.data, saved.isError]);

  // the session keeps what the user arranged, so it is there on the next visit
  const layoutText = JSON.stringify([grid.columnsOrder, grid.columnsToggle, grid.columnsWidth]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the arrangement's text is the dependency
  useEffect(() => {
    if (!adopted.current) return;
    writeSessionGridLayout(userId, gridId, current());
  }, [layoutText]);

  const saveLayout = () => save.mutate(current(), { onSuccess: () => toast(gridLayoutMessages.saved) });
  const resetLayout = () => {
    grid.resetColumnsOrder();
    grid.resetColumnsToggle();
    grid.resetColumnsWidth();
    sorting?.onSort(sorting.defaultSort);
    toast(gridLayoutMessages.reset);
  };
  const restoreLayout = () => {
    if (saved.isError) {
      toast(errorText(saved.error), 'red');
      void saved.refetch();
      return;
    }
    const layout = saved.data?.[gridId];
    if (!layout) {
      toast(gridLayoutMessages.noSavedLayout);
      return;
    }
    apply(layout);
    toast(gridLayoutMessages.restored);
  };

  const byId = new Map(columns.map((column) => [column.id, column]));
  const sortedBy = sort ? columns.find((column) => column.sortKey === sort.column) : undefined;

  return (
    <Stack gap="xs">
      {caption ? (
        <Text size="sm" fw={500}>
          {caption}
        </Text>
      ) : null}
      <Group gap="xs" wrap="wrap">
        <ColumnsPanel
          order={grid.columnsOrder.filter((id) => byId.has(id))}
          titleOf={(id) => byId.get(id)?.title ?? id}
          hidden={grid.columnsToggle.filter((t) => !t.toggled).map((t) => t.accessor)}
          onOrder={grid.setColumnsOrder}
          onToggle={(id, shown) =>
            grid.setColumnsToggle(
              grid.columnsToggle.map((t) => (t.accessor === id ? { ...t, toggled: shown } : t)),
            )
          }
        />
        <Button variant="default" size="xs" onClick={saveLayout} loading={save.isPending}>
          Save layout
        </Button>
        <Button variant="default" size="xs" onClick={resetLayout}>
          Reset layout
        </Button>
        <Button variant="default" size="xs" onClick={restoreLayout}>
          Restore layout
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Columns shows, hides and moves columns; drag a header’s right edge to resize it.{' '}
        {sortedBy && sort
          ? `Sorted by ${sortedBy.title}, ${sort.direction === 'asc' ? 'ascending' : 'descending'}.`
          : ''}
      </Text>
      <DataTable<T>
        aria-label={label}
        storeColumnsKey={key}
        columns={grid.effectiveColumns}
        records={[...records]}
        idAccessor={(row) => rowKey(row)}
        striped
        highlightOnHover
        withTableBorder
        // below this the grid scrolls sideways in its own box, never the page
        styles={{ table: { minWidth: minTableWidth } }}
        // a box that scrolls must be reachable by keyboard to scroll it (WCAG 2.1.1)
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
        borderRadius="sm"
        verticalAlign="top"
        minHeight={records.length === 0 ? 150 : undefined}
        noRecordsText="Nothing to show."
      />
    </Stack>
  );
}

/** A sortable column's header: a button that orders the whole list by it (the arrow shows the order). */
function SortButton({
  title,
  sortKey,
  sort,
  firstDirection,
  onSort,
}: {
  title: string;
  sortKey: string;
  sort: GridSort;
  firstDirection: GridSort['direction'];
  onSort: (sort: GridSort) => void;
}) {
  const active = sort.column === sortKey;
  const next: GridSort['direction'] = active ? (sort.direction === 'asc' ? 'desc' : 'asc') : firstDirection;
  const word = (direction: GridSort['direction']) => (direction === 'asc' ? 'ascending' : 'descending');
  return (
    <UnstyledButton
      onClick={() => onSort({ column: sortKey, direction: next })}
      fw={700}
      fz="sm"
      style={{ whiteSpace: 'nowrap' }}
      aria-label={`${title}${active ? `, sorted ${word(sort.direction)}` : ''}: sort ${word(next)}`}
    >
      {title}
      <span aria-hidden="true">{active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
    </UnstyledButton>
  );
}

/** Show, hide and move columns from the keyboard (the headers also drag, resize and hide by mouse). */
function ColumnsPanel({
  order,
  titleOf,
  hidden,
  onOrder,
  onToggle,
}: {
  order: string[];
  titleOf: (id: string) => string;
  hidden: string[];
  onOrder: (order: string[]) => void;
  onToggle: (id: string, shown: boolean) => void;
}) {
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [column] = next.splice(index, 1);
    if (column === undefined) return;
    next.splice(index + by, 0, column);
    onOrder(next);
  };
  return (
    <Popover position="bottom-start" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button variant="default" size="xs">
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Columns">
          {order.map((id, index) => (
            <Group component="li" key={id} gap="xs" justify="space-between" wrap="nowrap">
              <Checkbox
                label={titleOf(id)}
                checked={!hidden.includes(id)}
                // at least one column stays
                disabled={!hidden.includes(id) && hidden.length >= order.length - 1}
                onChange={(event) => onToggle(id, event.currentTarget.checked)}
              />
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Move ${titleOf(id)} left`}
                >
                  <span aria-hidden="true">←</span>
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  disabled={index === order.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move ${titleOf(id)} right`}
                >
                  <span aria-hidden="true">→</span>
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
        <VisuallyHidden>Changes apply at once.</VisuallyHidden>
      </Popover.Dropdown>
    </Popover>
  );
}
