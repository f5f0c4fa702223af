import { useQuery } from '@tanstack/react-query';
import { getConversations } from '../api/messages';
import { myKeys, useMyUserId } from '../my-keys';

/** GET /Messages: the user's conversations, latest first. */
export function useConversations(limit: number) {
  const userId = useMyUserId();
  return useQuery({
    queryKey: myKeys.conversations(userId, limit),
    queryFn: ({ signal }) => getConversations(limit, signal),
    enabled: userId !== null,
  });
}
