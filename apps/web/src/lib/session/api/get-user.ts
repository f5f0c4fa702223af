import { type User, userSchema } from '@hoa/contracts/auth';
import { usersClient } from '../../api/service-clients';
import { sessionReads } from './session-reads';

/** GET /Users/{id}. */
export async function getUser(userId: number): Promise<User> {
  return userSchema.parse(await usersClient.request(sessionReads.user(userId).path));
}
