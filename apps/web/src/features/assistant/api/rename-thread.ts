import { type Thread, type ThreadSummary, threadSummarySchema } from '@hoa/contracts/assistant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callChecked } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { assistantKeys } from '../assistant-keys';

/** PATCH /Assistant/Threads/{id}: a new name for the conversation. */
export function renameThread(threadId: number, title: string): Promise<ThreadSummary> {
  return callChecked(associationsClient, `/Assistant/Threads/${threadId}`, threadSummarySchema, {
    method: 'PATCH',
    body: { title },
  });
}

export function useRenameThread(associationId: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: ({ threadId, title }: { threadId: number; title: string }) => renameThread(threadId, title),
    onSuccess: (summary) => {
      queryClient.setQueryData<Thread>(assistantKeys.thread(userId, summary.id), (thread) =>
        thread ? { ...thread, thread: summary } : thread,
      );
      void queryClient.invalidateQueries({ queryKey: assistantKeys.threads(userId, associationId) });
    },
  });
}
