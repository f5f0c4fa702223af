import { and, eq, ne } from 'drizzle-orm';
import { refuseInMimic } from '../../auth/mimic';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { rowExists } from '../../db/row-exists';
import { users } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';
import { checkCurrentPassword } from './change-password';

export const loginTakenMessage = 'An account with this email already exists.';

/** Moves the login to another e-mail (unique within the management company). */
export async function changeLogin(options: {
  db: Db;
  principal: Principal;
  userName: string;
  password: string;
  now: Date;
}) {
  const { db, principal } = options;
  refuseInMimic(principal);
  await checkCurrentPassword(db, principal.userId, options.password, 'password');
  const email = options.userName.trim().toLowerCase();
  const taken = await rowExists(
    db,
    users,
    and(
      eq(users.managementCompanyId, principal.managementCompanyId),
      eq(users.email, email),
      ne(users.id, principal.userId),
    ),
  );
  const conflict = () =>
    new AppError('CONFLICT', loginTakenMessage, {
      errorCode: 'AUTH_LOGIN_TAKEN',
      detail: `body.userName: ${loginTakenMessage}`,
    });
  if (taken) throw conflict();
  try {
    await db.update(users).set({ email, updatedAt: options.now }).where(eq(users.id, principal.userId));
  } catch (error) {
    // a concurrent change took the e-mail between the check and the update
    if (isUniqueViolation(error)) throw Object.assign(conflict(), { cause: error });
    throw error;
  }
  return { userId: principal.userId, userName: email, email };
}
