import { type UserSettings, userSettingsSchema } from '@hoa/contracts/user-settings';
import { userReadHook, userReadOptions } from '../../api/checked-reads';
import { usersClient } from '../../api/service-clients';
import { type KeyOwner, queryKey } from '../../query-keys';

/** GET /HomeSettings: the user's associations, properties, theme and pages (SPEC §3). */
export async function getHomeSettings(signal?: AbortSignal): Promise<UserSettings> {
  return userSettingsSchema.parse(await usersClient.request('/HomeSettings', { signal }));
}

const homeSettingsKey = (userId: KeyOwner) => queryKey(userId, 'session', 'home-settings');
export const homeSettingsQueryOptions = userReadOptions(homeSettingsKey, getHomeSettings);
export const useHomeSettings = userReadHook(homeSettingsKey, getHomeSettings);
