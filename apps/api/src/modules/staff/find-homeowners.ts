import type { HomeownerSearchResponse } from '@hoa/contracts/access';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { userOwners } from '../../db/schema/memberships';
import { properties } from '../../db/schema/properties';
import { users } from '../../db/schema/users';

/** A substring ILIKE pattern with the wildcards in `text` escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Homeowner logins of one management company matching a name, e-mail, account number or address. */
export async function findHomeowners({
  db,
  managementCompanyId,
  search,
  page,
  pageSize,
}: {
  db: Db;
  managementCompanyId: number;
  search: string;
  page: number;
  pageSize: number;
}): Promise<HomeownerSearchResponse> {
  const conditions: SQL[] = [eq(users.managementCompanyId, managementCompanyId), eq(users.isStaff, false)];
  if (search) {
    const pattern = likePattern(search);
    const propertyMatch = sql`exists (select 1 from ${properties} inner join ${userOwners}
      on ${userOwners.ownerId} = ${properties.ownerId}
      where ${userOwners.userId} = ${users.id}
      and (${properties.accountNumber} ilike ${pattern} or ${properties.address1} ilike ${pattern}))`;
    conditions.push(or(ilike(users.displayName, pattern), ilike(users.email, pattern), propertyMatch) as SQL);
  }
  const where = and(...conditions);
  const [[totalRow], rows] = await Promise.all([
    db.select({ total: count() }).from(users).where(where),
    db
      .select({ userId: users.id, displayName: users.displayName, email: users.email })
      .from(users)
      .where(where)
      .orderBy(asc(users.displayName), asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const ids = rows.map((row) => row.userId);
  const owned = ids.length
    ? await db
        .select({
          userId: userOwners.userId,
          propertyId: properties.id,
          accountNumber: properties.accountNumber,
          address1: properties.address1,
          associationId: associations.id,
          associationName: associations.name,
        })
        .from(userOwners)
        .innerJoin(properties, eq(properties.ownerId, userOwners.ownerId))
        .innerJoin(associations, eq(associations.id, properties.associationId))
        .where(inArray(userOwners.userId, ids))
        .orderBy(asc(associations.name), asc(properties.accountNumber))
    : [];
  return {
    items: rows.map((row) => ({
      ...row,
      properties: owned.filter((p) => p.userId === row.userId).map(({ userId: _, ...property }) => property),
    })),
    total: Number(totalRow?.total ?? 0),
    page,
    pageSize,
  };
}
