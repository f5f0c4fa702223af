import { type Thread, threadSchema } from '@hoa/contracts/assistant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callChecked } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { assistantKeys, associationAssistantPath } from '../assistant-keys';

/** POST /Associations/{id}/Assistant/Threads: a new conversation, with its first question answered when given. */
export function createThread(associationId: number, question?: string): Promise<Thread> {
  return callChecked(associationsClient, `${associationAssistantPath(associationId)}/Threads`, threadSchema, {
    method: 'POST',
    body: question === undefined ? {} : { question },
  });
}

/** The new thread is cached as read, and the list refetches. */
export function useCreateThread(associationId: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: (question?: string) => createThread(associationId, question),
    onSuccess: (thread) => {
      queryClient.setQueryData(assistantKeys.thread(userId, thread.thread.id), thread);
      void queryClient.invalidateQueries({ queryKey: assistantKeys.threads(userId, associationId) });
    },
  });
}
