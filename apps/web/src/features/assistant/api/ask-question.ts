import { type Exchange, exchangeSchema, type Thread } from '@hoa/contracts/assistant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callChecked } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { assistantKeys } from '../assistant-keys';
import { withExchange } from '../thread-cache';

/** POST /Assistant/Threads/{id}/Messages: the question and its answer. */
export function askQuestion(threadId: number, question: string): Promise<Exchange> {
  return callChecked(associationsClient, `/Assistant/Threads/${threadId}/Messages`, exchangeSchema, {
    method: 'POST',
    body: { question },
  });
}

/** The exchange is added to the cached thread; the list refetches (its order and counts changed). */
export function useAskQuestion(threadId: number, associationId: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: (question: string) => askQuestion(threadId, question),
    onSuccess: (exchange) => {
      queryClient.setQueryData<Thread>(assistantKeys.thread(userId, threadId), (thread) =>
        thread ? withExchange(thread, exchange) : thread,
      );
      void queryClient.invalidateQueries({ queryKey: assistantKeys.threads(userId, associationId) });
    },
  });
}
