import { useQuery } from '@tanstack/react-query';
import { useSignedInUserId } from '../../session/session-store';
import { getConversations } from '../api/messages';
import { myKeys } from '../my-keys';

/** GET /Messages: the user's conversations, latest first. */
export function useConversations(limit: number) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: myKeys.conversations(userId, limit),
    queryFn: ({ signal }) => getConversations(limit, signal),
    enabled: userId !== null,
  });
}
