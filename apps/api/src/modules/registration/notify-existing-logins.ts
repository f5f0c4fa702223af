import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userOwners } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';
import { queueMails } from '../mail/queue-mail';
import { composeMail } from '../mail/templates/catalog';

/** An owner who already has a login hears of every sign-up attempt for them, finished or not. */
export async function notifyExistingLogins(
  db: Db,
  input: {
    ownerId: number;
    company: { id: number; name: string };
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
  const mail = composeMail('signUpAttempt', {
    companyName: input.company.name,
    loginEmail: input.loginEmail,
    method: input.method,
  });
  await queueMails(
    db,
    logins.map(({ email }) => ({ to: email, mail, sender: { managementCompanyId: input.company.id } })),
    input.now,
  );
}
