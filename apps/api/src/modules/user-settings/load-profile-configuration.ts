import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { managementCompanies } from '../../db/schema/management-companies';

/** SPEC §3 configuration: whether the user's management company offers payment reminder texts. */
export async function loadProfileConfiguration({
  db,
  managementCompanyId,
}: {
  db: Db;
  managementCompanyId: number;
}): Promise<{ billingTextNotificationsAvailable: boolean }> {
  const [row] = await db
    .select({ billingTextNotificationsAvailable: managementCompanies.billingTextNotificationsAvailable })
    .from(managementCompanies)
    .where(eq(managementCompanies.id, managementCompanyId))
    .limit(1);
  return { billingTextNotificationsAvailable: row?.billingTextNotificationsAvailable ?? false };
}
