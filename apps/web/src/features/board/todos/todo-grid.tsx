import type { Todo } from '@hoa/contracts/board-todos';
import { formatCalendarDate, formatDateTime } from '@hoa/contracts/format';
import { Badge, Button, Checkbox, Text } from '@mantine/core';
import { DataGrid, type GridColumn } from '../../../components/data-grid/data-grid';

export interface TodoGridProps {
  todos: readonly Todo[];
  /** Null when the viewer may not change to-dos (mimic mode): no tick boxes, no Edit. */
  onTick: ((todo: Todo, done: boolean) => void) | null;
  onEdit: ((todo: Todo) => void) | null;
  /** The to-do being ticked off right now (its box waits). */
  tickingId: number | null;
}

function StatusBadge({ todo }: { todo: Todo }) {
  if (todo.done)
    return (
      <Badge color="green.9" variant="light">
        Done
      </Badge>
    );
  if (todo.overdue)
    return (
      <Badge color="red.9" variant="light">
        Overdue
      </Badge>
    );
  return (
    <Badge color="dark" variant="outline">
      Open
    </Badge>
  );
}

function columnsOf({ onTick, onEdit, tickingId }: Omit<TodoGridProps, 'todos'>) {
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
    { id: 'status', title: 'Status', render: (todo) => <StatusBadge todo={todo} /> },
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

/** The board's to-do grid (saved layouts per user): tick a to-do off in its row, open one to change it. */
export function TodoGrid({ todos, ...props }: TodoGridProps) {
  return (
    <DataGrid
      gridId="board-todos"
      label="Board to-dos"
      columns={columnsOf(props)}
      records={todos}
      rowKey={(todo) => todo.id}
      minTableWidth={900}
    />
  );
}
