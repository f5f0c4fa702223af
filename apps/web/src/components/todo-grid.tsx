import type { Todo } from '@hoa/contracts/board-todos';
import { formatCalendarDate, formatDateTime } from '@hoa/contracts/format';
import type { GridId } from '@hoa/contracts/grid-layouts';
import { Badge, Button, Checkbox, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { DataGrid, type GridColumn } from './data-grid/data-grid';

export interface TodoGridProps {
  todos: readonly Todo[];
  /** Null when the viewer may not change to-dos (mimic mode): no tick boxes, no Edit. */
  onTick: ((todo: Todo, done: boolean) => void) | null;
  onEdit: ((todo: Todo) => void) | null;
  /** The to-do being ticked off right now (its box waits). */
  tickingId: number | null;
  /** Whose saved layouts: the board's list or the staff screen's. */
  gridId?: GridId;
}

function StatusBadge({ todo }: { todo: Todo }) {
  if (todo.done)
    return (
      <Badge color="green" variant="light">
        Done
      </Badge>
    );
  if (todo.overdue)
    return (
      <Badge color="red" variant="light">
        Overdue
      </Badge>
    );
  return (
    <Badge color="dark" variant="outline">
      Open
    </Badge>
  );
}

function columnsOf({ onTick, onEdit, tickingId }: Omit<TodoGridProps, 'todos' | 'gridId'>) {
  const columns: GridColumn<Todo>[] = [
    {
      id: 'done',
      title: 'Done',
      width: 80,
      render: (todo) => (
        <Checkbox
          aria-label={todo.done ? `Open again: ${todo.title}` : `Tick off: ${todo.title}`}
          checked={todo.done}
          disabled={onTick === null || tickingId === todo.id}
          onChange={(event) => onTick?.(todo, event.currentTarget.checked)}
        />
      ),
    },
    {
      id: 'title',
      title: 'To-do',
      render: (todo) => (
        <div>
          <Text size="sm" fw={500} td={todo.done ? 'line-through' : undefined}>
            {todo.title}
          </Text>
          {todo.notes ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {todo.notes}
            </Text>
          ) : null}
        </div>
      ),
    },
    { id: 'assignee', title: 'Assigned to', render: (todo) => todo.assigneeName ?? 'Nobody yet' },
    {
      id: 'due',
      title: 'Due date',
      render: (todo) => (
        <span style={{ whiteSpace: 'nowrap' }}>{todo.dueDate ? formatCalendarDate(todo.dueDate) : '—'}</span>
      ),
    },
    { id: 'status', title: 'Status', width: 120, render: (todo) => <StatusBadge todo={todo} /> },
    {
      id: 'doneBy',
      title: 'Done by',
      render: (todo) =>
        todo.done && todo.doneAt ? `${todo.doneByName ?? ''}, ${formatDateTime(todo.doneAt)}` : '',
    },
    { id: 'createdBy', title: 'Created by', render: (todo) => todo.createdByName },
  ];
  if (onEdit) {
    columns.push({
      id: 'edit',
      title: 'Change',
      width: 100,
      render: (todo) => (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => onEdit(todo)}
          aria-label={`Change: ${todo.title}`}
        >
          Edit
        </Button>
      ),
    });
  }
  return columns;
}

/**
 * A board's to-do grid (saved layouts per user), on the board's list and the staff screen: tick a to-do off in
 * its row, open one to change it.
 */
export function TodoGrid({ todos, gridId = 'board-todos', ...props }: TodoGridProps) {
  return (
    <DataGrid
      gridId={gridId}
      label="Board to-dos"
      columns={columnsOf(props)}
      records={todos}
      rowKey={(todo) => todo.id}
      minTableWidth={900}
    />
  );
}
