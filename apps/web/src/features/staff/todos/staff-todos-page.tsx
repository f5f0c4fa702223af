import { type Todo, type TodoForm, todoListSchema, todoSchema } from '@hoa/contracts/board-todos';
import { formatCalendarDate } from '@hoa/contracts/format';
import { Button, Group, Stack, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AssociationChooserPage } from '../../../components/association-chooser-page';
import { QueryStatus } from '../../../components/query-status';
import { TableScroll } from '../../../components/table-scroll';
import { TodoDialog } from '../../../components/todo-dialog';
import { callChecked } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import { pages } from '../../../lib/pages';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { useStaffAssociations } from '../books/staff-books-api';
import { staffKeys } from '../staff-keys';

const base = (associationId: number) => `/Staff/Associations/${associationId}/Todos`;

/** /staff/to-dos (issue 18): staff add to-dos to an association's board list and change them. */
export function StaffTodosPage() {
  return (
    <AssociationChooserPage title={pages.staffTodos.title} associations={useStaffAssociations()}>
      {(associationId) => <StaffTodoList associationId={associationId} />}
    </AssociationChooserPage>
  );
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const close = () => {
    setEditing(null);
    save.reset();
  };
  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setEditing('new')} disabled={!todos.data}>
          New to-do
        </Button>
      </Group>
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
        <TableScroll label="Board to-dos" minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>To-do</Table.Th>
                <Table.Th>Assigned to</Table.Th>
                <Table.Th>Due date</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Change</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {todos.data.todos.map((todo) => (
                <Table.Tr key={todo.id}>
                  <Table.Td>{todo.title}</Table.Td>
                  <Table.Td>{todo.assigneeName ?? 'Nobody yet'}</Table.Td>
                  <Table.Td>{todo.dueDate ? formatCalendarDate(todo.dueDate) : '—'}</Table.Td>
                  <Table.Td>{todo.done ? 'Done' : todo.overdue ? 'Overdue' : 'Open'}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => setEditing(todo)}
                      aria-label={`Change: ${todo.title}`}
                    >
                      Edit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      ) : null}
    </Stack>
  );
}
