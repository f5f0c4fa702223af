import { registrationMessages } from '@hoa/contracts/auth';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associationMemberships, userOwners } from '../../db/schema/memberships';
import { owners } from '../../db/schema/owners';
import { properties } from '../../db/schema/properties';
import { users } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';
import { queueMail } from '../mail/queue-mail';
import { composeMail } from '../mail/templates/catalog';

export const emailTaken = () =>
  new AppError('CONFLICT', registrationMessages.emailTaken, {
    errorCode: 'AUTH_LOGIN_TAKEN',
    detail: `body.email: ${registrationMessages.emailTaken}`,
  });

/** Refuses an e-mail that already has a login at the company (before any code is sent). */
export async function assertEmailFree(db: Db, managementCompanyId: number, email: string): Promise<void> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.managementCompanyId, managementCompanyId), eq(users.email, email)));
  if (existing.length > 0) throw emailTaken();
}

/** The login of an owner of record whose control was proven: linked to the owner and its homes. */
export async function createOwnerLogin(
  tx: Db,
  input: {
    company: { id: number; name: string };
    ownerId: number;
    email: string;
    passwordHash: string;
    now: Date;
  },
): Promise<number> {
  const { company, ownerId, email, now } = input;
  await assertEmailFree(tx, company.id, email);
  const [owner] = await tx.select().from(owners).where(eq(owners.id, ownerId));
  const [user] = await tx
    .insert(users)
    .values({
      managementCompanyId: company.id,
      email,
      passwordHash: input.passwordHash,
      displayName: owner ? `${owner.firstName} ${owner.lastName}`.trim() : email,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  const id = (user as { id: number }).id;
  await tx.insert(userOwners).values({ userId: id, ownerId });
  const homes = await tx
    .selectDistinct({ associationId: properties.associationId })
    .from(properties)
    .where(eq(properties.ownerId, ownerId));
  if (homes.length > 0) {
    await tx
      .insert(associationMemberships)
      .values(homes.map(({ associationId }) => ({ userId: id, associationId, role: 'homeowner' as const })));
  }
  await queueMail(
    tx,
    {
      to: email,
      mail: composeMail('welcome', { companyName: company.name, email }),
      sender: { managementCompanyId: company.id },
    },
    now,
  );
  return id;
}

/** The unique (company, e-mail) index caught a concurrent sign-up; anything else is not "taken". */
export function rethrowTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw Object.assign(emailTaken(), { cause: error });
  throw error;
}
