import {
  type AssistantMessage,
  assistantMessageSchema,
  type Feedback,
  type Thread,
} from '@hoa/contracts/assistant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callChecked } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { assistantKeys } from '../assistant-keys';

/** PUT /Assistant/Messages/{id}/Feedback: helpful, not helpful, or neither (null). */
export function setFeedback(messageId: number, feedback: Feedback | null): Promise<AssistantMessage> {
  return callChecked(
    associationsClient,
    `/Assistant/Messages/${messageId}/Feedback`,
    assistantMessageSchema,
    {
      method: 'PUT',
      body: { feedback },
    },
  );
}

/** A thread with one of its messages replaced by the server's copy. */
export function withMessage(thread: Thread, message: AssistantMessage): Thread {
  return { ...thread, messages: thread.messages.map((one) => (one.id === message.id ? message : one)) };
}

export function useSetFeedback(threadId: number, messageId: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: (feedback: Feedback | null) => setFeedback(messageId, feedback),
    onSuccess: (message) =>
      queryClient.setQueryData<Thread>(assistantKeys.thread(userId, threadId), (thread) =>
        thread ? withMessage(thread, message) : thread,
      ),
  });
}
