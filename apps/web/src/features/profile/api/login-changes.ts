import {
  type AccessTokenResponse,
  accessTokenResponseSchema,
  type User,
  userSchema,
} from '@hoa/contracts/auth';
import { usersClient } from '../../../lib/api/service-clients';

/** PATCH /home/login: move the login to another e-mail (needs the password). */
export async function changeLogin(input: { userName: string; password: string }): Promise<User> {
  const body = await usersClient.request('/home/login', {
    method: 'PATCH',
    body: input,
    suppressErrorToast: true,
  });
  return userSchema.parse(body);
}

/** PUT /Users/Password: a new password (needs the current one); every session ends, the answer is a new one. */
export async function changePassword(input: {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}): Promise<AccessTokenResponse> {
  const body = await usersClient.request('/Users/Password', {
    method: 'PUT',
    body: input,
    suppressErrorToast: true,
  });
  return accessTokenResponseSchema.parse(body);
}
