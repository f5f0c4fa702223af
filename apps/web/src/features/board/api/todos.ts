import { type TodoFilter, type TodoForm, todoListSchema, todoSchema } from '@hoa/contracts/board-todos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callChecked, pagedListHook } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { boardKeys } from '../board-keys';

const base = (associationId: number) => `/Board/Associations/${associationId}/Todos`;

/** GET …/Todos?filter=: the association's to-dos of a filter and its board members. */
export const useTodos = pagedListHook(
  boardKeys.todoList,
  (query: { associationId: number; filter: TodoFilter }, signal) =>
    callChecked(associationsClient, base(query.associationId), todoListSchema, {
      query: { filter: query.filter },
      signal,
    }),
);

/** GET /Board/…/Todos/Export: the to-dos of a filter as CSV, named for today. */
export async function downloadTodosCsv(associationId: number, filter: TodoFilter) {
  const blob = await associationsClient.request<Blob>(`${base(associationId)}/Export`, {
    query: { filter },
    responseAs: 'blob',
    suppressErrorToast: true,
  });
  return { blob, fileName: `to-dos-${filter}-${new Date().toISOString().slice(0, 10)}.csv` };
}

/** After a write the association's to-do lists and the task overview (its counts) are read again. */
function useRefreshTodos(associationId: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: boardKeys.todos(userId, associationId) }),
      queryClient.invalidateQueries({ queryKey: boardKeys.taskOverview(userId, associationId) }),
    ]);
}

/** POST …/Todos (no id) or PUT …/Todos/{id}: add a to-do or change what it says. */
export function useSaveTodo(associationId: number, id: number | null) {
  const refresh = useRefreshTodos(associationId);
  return useMutation({
    mutationFn: (form: TodoForm) =>
      callChecked(
        associationsClient,
        id === null ? base(associationId) : `${base(associationId)}/${id}`,
        todoSchema,
        { method: id === null ? 'POST' : 'PUT', body: form },
      ),
    onSettled: refresh,
  });
}

/** PUT …/Todos/{id}/Done: tick it off or open it again. */
export function useTickTodo(associationId: number) {
  const refresh = useRefreshTodos(associationId);
  return useMutation({
    mutationFn: ({ id, done }: { id: number; done: boolean }) =>
      callChecked(associationsClient, `${base(associationId)}/${id}/Done`, todoSchema, {
        method: 'PUT',
        body: { done },
      }),
    onSettled: refresh,
  });
}
