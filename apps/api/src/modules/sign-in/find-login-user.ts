import { authErrorCodes, loginMessages } from '@hoa/contracts/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { managementCompanies } from '../../db/schema/management-companies';
import { users } from '../../db/schema/users';
import { AppError } from '../../errors/app-error';

export interface LoginUser {
  id: number;
  email: string;
  passwordHash: string | null;
  customer: string;
  managementCompanyId: number;
}

export const noAccount = () =>
  new AppError('UNAUTHORIZED', loginMessages.noAccount, { errorCode: authErrorCodes.noAccount });
export const invalidCompany = () =>
  new AppError('UNAUTHORIZED', loginMessages.invalidCompany, { errorCode: authErrorCodes.invalidCompany });

/**
 * The user a login names. Logins are unique per management company, so an e-mail held at several
 * companies needs the company code (clientId).
 */
export async function findLoginUser(
  db: Db,
  options: { userName: string; clientId?: string | undefined },
): Promise<LoginUser> {
  const email = options.userName.trim().toLowerCase();
  const candidates = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      customer: managementCompanies.code,
      managementCompanyId: users.managementCompanyId,
    })
    .from(users)
    .innerJoin(managementCompanies, eq(managementCompanies.id, users.managementCompanyId))
    .where(eq(users.email, email));
  if (candidates.length === 0) throw noAccount();
  const clientId = options.clientId?.trim().toLowerCase();
  const matching = clientId ? candidates.filter((c) => c.customer.toLowerCase() === clientId) : candidates;
  const [user, ...others] = matching;
  if (!user || others.length > 0) throw invalidCompany();
  return user;
}
