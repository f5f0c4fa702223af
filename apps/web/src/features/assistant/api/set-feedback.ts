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
import { withMessage } from '../thread-cache';

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

export function useSetFeedback(threadId: number, messageId: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: (feedback: Feedback | null) => setFeedback(messageId, feedback),
    onSuccess: (message) =>
      queryClient.setQueryData<Thread>(assistantKeys.thread(userId, threadId), (thread) =>
        thread ? withMessage(thread, message.id, () => message) : thread,
      ),
  });
}
