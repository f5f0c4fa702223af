import { queryKey, type KeyOwner as UserId } from '../../lib/query-keys';

/** Query keys of the profile, under [userId, 'profile']. */
export const profileKeys = {
  user: (userId: UserId) => queryKey(userId, 'profile'),
  profile: (userId: UserId, ownerId: number) => [...profileKeys.user(userId), 'profile', ownerId] as const,
  preferences: (userId: UserId, ownerId: number) =>
    [...profileKeys.user(userId), 'preferences', ownerId] as const,
  configuration: (userId: UserId) => [...profileKeys.user(userId), 'profile-configuration'] as const,
};
