import { type UserSettings, userSettingsSchema } from '@hoa/contracts/user-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersClient } from '../../../api/service-clients';
import { useSessionValue } from '../../session/session-store';

/** GET /HomeSettings: the user's associations, properties, theme and pages (SPEC §3). */
export async function getHomeSettings(signal?: AbortSignal): Promise<UserSettings> {
  return userSettingsSchema.parse(await usersClient.request('/HomeSettings', { signal }));
}

export const homeSettingsQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: ['home-settings', userId],
    queryFn: ({ signal }) => getHomeSettings(signal),
    enabled: userId !== null,
  });

export function useHomeSettings() {
  const userId = useSessionValue((s) => (s.isLoggedIn ? s.userId : null));
  return useQuery(homeSettingsQueryOptions(userId));
}
