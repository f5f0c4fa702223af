import { type StaffConversation, staffConversationSchema } from '@hoa/contracts/staff-inbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { messageKeys } from '../messages-keys';

/** POST /Staff/Messages/{id}: answer as the management company. */
export async function answerConversation(id: number, message: string): Promise<StaffConversation> {
  const body = await usersClient.request(`/Staff/Messages/${id}`, {
    method: 'POST',
    body: { message },
    // the form says 'Message failed to send.' and keeps the text
    suppressErrorToast: true,
  });
  return staffConversationSchema.parse(body);
}

/** The answer replaces the conversation in the cache; the inbox lists refetch (it is answered now). */
export function useAnswerConversation(id: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: (message: string) => answerConversation(id, message),
    onSuccess: (conversation) => {
      queryClient.setQueryData(messageKeys.staffConversation(userId, id), conversation);
      void queryClient.invalidateQueries({ queryKey: [...messageKeys.staffConversations(userId), 'list'] });
    },
  });
}
