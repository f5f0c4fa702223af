import { useMutation, useQueryClient } from '@tanstack/react-query';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { assistantKeys } from '../assistant-keys';

/** DELETE /Assistant/Threads/{id}: the conversation is gone for good. */
export async function deleteThread(threadId: number): Promise<void> {
  await associationsClient.request(`/Assistant/Threads/${threadId}`, {
    method: 'DELETE',
    responseAs: 'none',
    // the confirm dialog says the failure
    suppressErrorToast: true,
  });
}

export function useDeleteThread(associationId: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: (threadId: number) => deleteThread(threadId),
    onSuccess: (_, threadId) => {
      queryClient.removeQueries({ queryKey: assistantKeys.thread(userId, threadId) });
      void queryClient.invalidateQueries({ queryKey: assistantKeys.threads(userId, associationId) });
    },
  });
}
