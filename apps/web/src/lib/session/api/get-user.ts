import { type User, userSchema } from '@hoa/contracts/auth';
import { usersClient } from '../../api/service-clients';

/** GET /Users/{id}. */
export async function getUser(userId: number): Promise<User> {
  return userSchema.parse(await usersClient.request(`/Users/${userId}`));
}
