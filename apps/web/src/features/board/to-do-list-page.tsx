import '@mantine/core/styles/SegmentedControl.layer.css';
import { type Todo, type TodoFilter, todoFilterLabels, todoFilters } from '@hoa/contracts/board-todos';
import { countOf, formatCalendarDate } from '@hoa/contracts/format';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FailureAlert } from '../../components/failure-alert';
import { FileDownloadOutcome, useFileDownload } from '../../components/file-download';
import { QueryStatus } from '../../components/query-status';
import { TodoDialog } from '../../components/todo-dialog';
import { TodoGrid } from '../../components/todo-grid';
import { errorText } from '../../lib/api/error-text';
import { pages } from '../../lib/pages';
import { useIsMimic } from '../../lib/session-store/session-store';
import { downloadTodosCsv, useSaveTodo, useTickTodo, useTodos } from './api/todos';
import { BoardMoneyPage } from './books/board-association';

const isFilter = (value: string | null): value is TodoFilter =>
  todoFilters.some((filter) => filter === value);

/** /board/to-do-list: the association's board to-dos, filtered (mine, open, overdue…), ticked off in place. */
export function ToDoListPage() {
  return (
    <BoardMoneyPage title={pages.toDoList.title}>
      {(associationId) => <TodoList associationId={associationId} />}
    </BoardMoneyPage>
  );
}

function TodoList({ associationId }: { associationId: number }) {
  const mimic = useIsMimic();
  // the filter is in the address, so the task overview's links open the list it counted
  const [params, setParams] = useSearchParams();
  const asked = params.get('filter');
  const filter: TodoFilter = isFilter(asked) ? asked : 'open';
  const setFilter = (value: TodoFilter) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('filter', value);
        return next;
      },
      { replace: true },
    );
  const [editing, setEditing] = useState<Todo | 'new' | null>(null);
  const list = useTodos({ associationId, filter });
  const tick = useTickTodo(associationId);
  const save = useSaveTodo(associationId, editing === 'new' || editing === null ? null : editing.id);
  const exportCsv = useFileDownload(() => downloadTodosCsv(associationId, filter));
  const todos = list.data?.todos ?? [];
  const close = () => {
    setEditing(null);
    save.reset();
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Which to-dos"
          value={filter}
          onChange={(value) => setFilter(value as TodoFilter)}
          data={todoFilters.map((value) => ({ value, label: todoFilterLabels[value] }))}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        <Group gap="sm">
          {mimic ? null : <Button onClick={() => setEditing('new')}>New to-do</Button>}
          <Button variant="default" onClick={() => exportCsv.mutate()} loading={exportCsv.isPending}>
            Export CSV
          </Button>
        </Group>
      </Group>
      <FileDownloadOutcome download={exportCsv} />
      <FailureAlert when={tick.isError} title="The to-do was not changed">
        {errorText(tick.error)}
      </FailureAlert>
      {editing !== null && list.data ? (
        <TodoDialog
          todo={editing === 'new' ? null : editing}
          boardMembers={list.data.boardMembers}
          onClose={close}
          onSave={(form) => save.mutate(form, { onSuccess: close })}
          saving={save.isPending}
          error={save.error}
        />
      ) : null}
      <QueryStatus
        label="Loading the to-dos…"
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data ? (
        <>
          <Text size="sm" role="status">
            {countOf(todos.length, 'to-do')} · overdue means due before {formatCalendarDate(list.data.today)}
          </Text>
          {todos.length === 0 ? (
            <Text>No to-dos here.</Text>
          ) : (
            <TodoGrid
              todos={todos}
              tickingId={tick.isPending ? (tick.variables?.id ?? null) : null}
              onTick={mimic ? null : (todo, done) => tick.mutate({ id: todo.id, done })}
              onEdit={mimic ? null : setEditing}
            />
          )}
        </>
      ) : null}
    </Stack>
  );
}
