import { type AccessTokenResponse, registrationMessages, type SignUpRequest } from '@hoa/contracts/auth';
import { and, eq } from 'drizzle-orm';
import type { AccessTokens } from '../../auth/access-token';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/database';
import { associationMemberships, userOwners } from '../../db/schema/memberships';
import { owners } from '../../db/schema/owners';
import { properties } from '../../db/schema/properties';
import { users } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';
import { enqueueMail } from '../mail/enqueue-mail';
import { issueAccess } from '../sign-in/issue-access';
import { findCompany } from './find-company';
import { findOwnerForSignUp } from './find-owner-for-sign-up';

export interface SignUpOptions {
  db: Db;
  accessTokens: AccessTokens;
  now: Date;
  clientId: string;
  request: Omit<SignUpRequest, 'captcha'>;
}

const emailTaken = () =>
  new AppError('CONFLICT', registrationMessages.emailTaken, {
    errorCode: 'AUTH_LOGIN_TAKEN',
    detail: `body.email: ${registrationMessages.emailTaken}`,
  });

/** Creates a homeowner's login for an owner of record and signs them in. */
export async function signUp(options: SignUpOptions): Promise<AccessTokenResponse> {
  const { db, now, request } = options;
  const company = await findCompany(db, options.clientId);
  const { ownerId } = await findOwnerForSignUp(db, {
    managementCompanyId: company.id,
    ...(request.method === 'accountNumber'
      ? { accountNumber: request.accountNumber }
      : { registrationKey: request.registrationKey }),
  });
  const email = request.email.trim().toLowerCase();
  const passwordHash = await hashPassword(request.password);
  const userId = await db
    .transaction(async (tx) => {
      const existing = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.managementCompanyId, company.id), eq(users.email, email)));
      if (existing.length > 0) throw emailTaken();
      const [owner] = await tx.select().from(owners).where(eq(owners.id, ownerId));
      const [user] = await tx
        .insert(users)
        .values({
          managementCompanyId: company.id,
          email,
          passwordHash,
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
          .values(
            homes.map(({ associationId }) => ({ userId: id, associationId, role: 'homeowner' as const })),
          );
      }
      await enqueueMail(
        tx,
        {
          to: email,
          subject: 'Welcome to your community portal',
          text: `Your portal account for ${company.name} is ready. Sign in with ${email}.`,
        },
        now,
      );
      return id;
    })
    .catch((error: unknown) => {
      // the unique (company, e-mail) index caught a concurrent sign-up; anything else is not "taken"
      if (isUniqueViolation(error)) throw Object.assign(emailTaken(), { cause: error });
      throw error;
    });
  return issueAccess(options.accessTokens, { id: userId, customer: company.code });
}
