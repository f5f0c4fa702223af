import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userOwners } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';
import { enqueueMails } from '../mail/enqueue-mail';
import { signUpAttemptMail } from './registration-mail';

/** An owner who already has a login hears of every sign-up attempt for them, finished or not. */
export async function notifyExistingLogins(
  db: Db,
  input: {
    ownerId: number;
    companyName: string;
    loginEmail: string;
    method: 'accountNumber' | 'registrationKey';
    now: Date;
  },
): Promise<void> {
  const logins = await db
    .select({ email: users.email })
    .from(userOwners)
    .innerJoin(users, eq(users.id, userOwners.userId))
    .where(eq(userOwners.ownerId, input.ownerId));
  const mail = signUpAttemptMail(input);
  await enqueueMails(
    db,
    logins.map(({ email }) => ({ to: email, ...mail })),
    input.now,
  );
}
