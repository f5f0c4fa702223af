import { type UserSettings, userSettingsSchema } from '@hoa/contracts/user-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersClient } from '../../api/service-clients';
import { type KeyOwner, queryKey } from '../../query-keys';
import { useSignedInUserId } from '../../session-store/session-store';

/** GET /HomeSettings: the user's associations, properties, theme and pages (SPEC §3). */
export async function getHomeSettings(signal?: AbortSignal): Promise<UserSettings> {
  return userSettingsSchema.parse(await usersClient.request('/HomeSettings', { signal }));
}

export const homeSettingsQueryOptions = (userId: KeyOwner) =>
  queryOptions({
    queryKey: queryKey(userId, 'session', 'home-settings'),
    queryFn: ({ signal }) => getHomeSettings(signal),
    enabled: userId !== null,
  });

export function useHomeSettings() {
  return useQuery(homeSettingsQueryOptions(useSignedInUserId()));
}
