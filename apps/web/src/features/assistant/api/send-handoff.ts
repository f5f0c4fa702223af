import { handoffResultSchema, type Thread } from '@hoa/contracts/assistant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callChecked } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { assistantKeys } from '../assistant-keys';
import { withMessage } from '../thread-cache';

type HandoffResult = z.infer<typeof handoffResultSchema>;

/** POST /Assistant/Messages/{answerId}/Handoff: the question goes to the management company in Messages. */
export function sendHandoff(messageId: number, note: string): Promise<HandoffResult> {
  return callChecked(associationsClient, `/Assistant/Messages/${messageId}/Handoff`, handoffResultSchema, {
    method: 'POST',
    body: note.trim() ? { note: note.trim() } : {},
  });
}

/** The answer remembers its conversation, so the thread shows it as sent. */
export function useSendHandoff(threadId: number, messageId: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: (note: string) => sendHandoff(messageId, note),
    onSuccess: ({ conversationId }) =>
      queryClient.setQueryData<Thread>(assistantKeys.thread(userId, threadId), (thread) =>
        thread
          ? withMessage(thread, messageId, (message) => ({
              ...message,
              handoffConversationId: conversationId,
            }))
          : thread,
      ),
  });
}
