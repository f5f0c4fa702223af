import { useQuery } from '@tanstack/react-query';
import { useSignedInUserId } from '../../lib/session-store/session-store';
import { getConversations } from './api/messages';
import { messageKeys } from './messages-keys';

/** GET /Messages: the user's conversations, latest first. */
export function useConversations(limit: number) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: messageKeys.conversations(userId, limit),
    queryFn: ({ signal }) => getConversations(limit, signal),
    enabled: userId !== null,
  });
}
