import { type Todo, type TodoForm, todoListSchema, todoSchema } from '@hoa/contracts/board-todos';
import { countOf, formatCalendarDate } from '@hoa/contracts/format';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AssociationChooserPage } from '../../../components/association-chooser-page';
import { FailureAlert } from '../../../components/failure-alert';
import { FileDownloadOutcome, useFileDownload } from '../../../components/file-download';
import { QueryStatus } from '../../../components/query-status';
import { TodoDialog } from '../../../components/todo-dialog';
import { TodoGrid } from '../../../components/todo-grid';
import { callChecked } from '../../../lib/api/checked-reads';
import { errorText } from '../../../lib/api/error-text';
import { associationsClient } from '../../../lib/api/service-clients';
import { pages } from '../../../lib/pages';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { useStaffAssociations } from '../books/staff-books-api';
import { staffKeys } from '../staff-keys';

const base = (associationId: number) => `/Staff/Associations/${associationId}/Todos`;

/**
 * /staff/to-dos (issue 18): staff add to-dos to an association's board list, change and tick them off, in the
 * same grid as the board's (its own saved layout) with a CSV export.
 */
export function StaffTodosPage() {
  return (
    <AssociationChooserPage title={pages.staffTodos.title} associations={useStaffAssociations()}>
      {(associationId) => <StaffTodoList associationId={associationId} />}
    </AssociationChooserPage>
  );
}

/** GET /Staff/…/Todos/Export: every to-do of the association as CSV, named for today. */
async function downloadStaffTodosCsv(associationId: number) {
  const blob = await associationsClient.request<Blob>(`${base(associationId)}/Export`, {
    query: { filter: 'all' },
    responseAs: 'blob',
    suppressErrorToast: true,
  });
  return { blob, fileName: `to-dos-all-${new Date().toISOString().slice(0, 10)}.csv` };
}

function StaffTodoList({ associationId }: { associationId: number }) {
  const userId = useSignedInUserId();
  const queryClient = useQueryClient();
  const key = staffKeys.todos(userId, associationId);
  const todos = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callChecked(associationsClient, base(associationId), todoListSchema, {
        query: { filter: 'all' },
        signal,
      }),
    enabled: userId !== null,
  });
  const [editing, setEditing] = useState<Todo | 'new' | null>(null);
  const id = editing === null || editing === 'new' ? null : editing.id;
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (form: TodoForm) =>
      callChecked(
        associationsClient,
        id === null ? base(associationId) : `${base(associationId)}/${id}`,
        todoSchema,
        {
          method: id === null ? 'POST' : 'PUT',
          body: form,
        },
      ),
    onSettled: refresh,
  });
  const tick = useMutation({
    mutationFn: ({ todoId, done }: { todoId: number; done: boolean }) =>
      callChecked(associationsClient, `${base(associationId)}/${todoId}/Done`, todoSchema, {
        method: 'PUT',
        body: { done },
      }),
    onSettled: refresh,
  });
  const exportCsv = useFileDownload(() => downloadStaffTodosCsv(associationId));
  const close = () => {
    setEditing(null);
    save.reset();
  };
  const rows = todos.data?.todos ?? [];
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button onClick={() => setEditing('new')} disabled={!todos.data}>
          New to-do
        </Button>
        <Button variant="default" onClick={() => exportCsv.mutate()} loading={exportCsv.isPending}>
          Export CSV
        </Button>
      </Group>
      <FileDownloadOutcome download={exportCsv} />
      <FailureAlert when={tick.isError} title="The to-do was not changed">
        {errorText(tick.error)}
      </FailureAlert>
      <QueryStatus
        label="Loading the to-dos…"
        isPending={todos.isPending}
        error={todos.error}
        onRetry={() => void todos.refetch()}
      />
      {editing !== null && todos.data ? (
        <TodoDialog
          todo={editing === 'new' ? null : editing}
          boardMembers={todos.data.boardMembers}
          onClose={close}
          onSave={(form) => save.mutate(form, { onSuccess: close })}
          saving={save.isPending}
          error={save.error}
        />
      ) : null}
      {todos.data ? (
        <>
          <Text size="sm" role="status">
            {countOf(rows.length, 'to-do')} · overdue means due before {formatCalendarDate(todos.data.today)}
          </Text>
          {rows.length === 0 ? (
            <Text>No to-dos for this board yet.</Text>
          ) : (
            <TodoGrid
              gridId="staff-todos"
              todos={rows}
              tickingId={tick.isPending ? (tick.variables?.todoId ?? null) : null}
              onTick={(todo, done) => tick.mutate({ todoId: todo.id, done })}
              onEdit={setEditing}
            />
          )}
        </>
      ) : null}
    </Stack>
  );
}
