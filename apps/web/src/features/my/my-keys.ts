import { queryKey, type KeyOwner as UserId } from '../../lib/query-keys';
import { useSessionValue } from '../session/session-store';

/** Query keys of the profile and messages, under [userId, 'my']. */
export const myKeys = {
  user: (userId: UserId) => queryKey(userId, 'my'),
  profile: (userId: UserId, ownerId: number) => [...myKeys.user(userId), 'profile', ownerId] as const,
  preferences: (userId: UserId, ownerId: number) => [...myKeys.user(userId), 'preferences', ownerId] as const,
  configuration: (userId: UserId) => [...myKeys.user(userId), 'profile-configuration'] as const,
  conversations: (userId: UserId, limit: number) => [...myKeys.user(userId), 'messages', { limit }] as const,
  allConversations: (userId: UserId) => [...myKeys.user(userId), 'messages'] as const,
  conversation: (userId: UserId, id: number) => [...myKeys.user(userId), 'message', id] as const,
};

/** The owner of record the signed-in user is for the selected property (else their first); null when none. */
export const useOwnerId = () =>
  useSessionValue((s) => {
    const selected = s.properties.find((p) => p.propertyId === s.selectedPropertyId);
    const owned = selected && selected.ownerId > 0 ? selected : s.properties.find((p) => p.ownerId > 0);
    return owned?.ownerId ?? null;
  });
