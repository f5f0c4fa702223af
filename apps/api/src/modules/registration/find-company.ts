import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { managementCompanies } from '../../db/schema/management-companies';
import { AppError } from '../../errors/app-error';

/** The management company of a company code; without one, the first (the embedded demo has one). */
export async function findCompany(db: Db, clientId: string | undefined) {
  const query = db.select().from(managementCompanies);
  const [company] = clientId
    ? await query.where(eq(managementCompanies.code, clientId.trim().toLowerCase())).limit(1)
    : await query.orderBy(asc(managementCompanies.id)).limit(1);
  if (!company) {
    throw new AppError('NOT_FOUND', 'Not Found', {
      detail: 'There is no management company with this code.',
    });
  }
  return company;
}
