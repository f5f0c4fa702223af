import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { managementCompanies } from '../db/schema/management-companies';
import { users } from '../db/schema/users';
import type { AccessClaims } from './access-token';

/** Who is calling: the user the token names, and the staff actor when in mimic mode. */
export interface Principal {
  userId: number;
  customer: string;
  managementCompanyId: number;
  /** The login e-mail (lowercase), which is also the user name. */
  email: string;
  isStaff: boolean;
  /** Set in mimic mode: the staff user acting as `userId`. */
  actorUserId: number | null;
}

/** The principal for verified claims, or null when the user no longer exists at that company. */
export async function loadPrincipal(db: Db, claims: AccessClaims): Promise<Principal | null> {
  const [row] = await db
    .select({
      userId: users.id,
      managementCompanyId: users.managementCompanyId,
      email: users.email,
      isStaff: users.isStaff,
    })
    .from(users)
    .innerJoin(managementCompanies, eq(managementCompanies.id, users.managementCompanyId))
    .where(and(eq(users.id, claims.userId), eq(managementCompanies.code, claims.customer)))
    .limit(1);
  if (!row) return null;
  if (
    claims.actorUserId !== undefined &&
    !(await isStaffOf(db, claims.actorUserId, row.managementCompanyId))
  ) {
    // a mimic token outlives nothing: once the actor is no longer staff of that company it stops working
    return null;
  }
  return { ...row, customer: claims.customer, actorUserId: claims.actorUserId ?? null };
}

async function isStaffOf(db: Db, userId: number, managementCompanyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.managementCompanyId, managementCompanyId), eq(users.isStaff, true)),
    )
    .limit(1);
  return rows.length > 0;
}
