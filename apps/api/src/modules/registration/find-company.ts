import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { managementCompanies } from '../../db/schema/management-companies';
import { AppError } from '../../errors/app-error';

type Company = typeof managementCompanies.$inferSelect;

/** The only management company this deployment serves, or null when it serves several (or none). */
export async function findSoleCompany(db: Db): Promise<Company | null> {
  const companies = await db.select().from(managementCompanies).limit(2);
  return companies.length === 1 ? (companies[0] ?? null) : null;
}

/** The management company of a company code; without one, the sole company (never a guess among several). */
export async function findCompany(db: Db, clientId: string | undefined): Promise<Company> {
  if (!clientId) {
    const sole = await findSoleCompany(db);
    if (sole) return sole;
    throw new AppError('BAD_REQUEST', 'A company code is needed', {
      detail:
        'This portal serves several management companies: use the sign-up link from yours, which carries its code.',
    });
  }
  const [company] = await db
    .select()
    .from(managementCompanies)
    .where(eq(managementCompanies.code, clientId.trim().toLowerCase()))
    .limit(1);
  if (!company) {
    throw new AppError('NOT_FOUND', 'Not Found', {
      detail: 'There is no management company with this code.',
    });
  }
  return company;
}
