import type { User } from '@hoa/contracts/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/users';
import { AppError } from '../../errors/app-error';

/** The user record of SPEC §3 (user: userId, userName, email); the login name is the e-mail. */
export async function findUser({ db, userId }: { db: Db; userId: number }): Promise<User> {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  return { userId: row.userId, userName: row.email, email: row.email };
}
