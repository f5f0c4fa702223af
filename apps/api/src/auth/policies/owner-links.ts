import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowExists } from '../../db/row-exists';
import type { AssociationRole } from '../../db/schema/memberships';
import { associationMemberships, userOwners } from '../../db/schema/memberships';
import { properties } from '../../db/schema/properties';

/** The owner records a user acts for. */
export function ownedByUser(userId: number) {
  return sql`(select ${userOwners.ownerId} from ${userOwners} where ${userOwners.userId} = ${userId})`;
}

export const userActsForOwner = (db: Db, userId: number, ownerId: number): Promise<boolean> =>
  rowExists(db, userOwners, and(eq(userOwners.userId, userId), eq(userOwners.ownerId, ownerId)));

/** The user's roles in one association; `homeowner` also follows from owning a property there. */
export async function rolesIn(db: Db, userId: number, associationId: number): Promise<Set<AssociationRole>> {
  const [memberships, owned] = await Promise.all([
    db
      .select({ role: associationMemberships.role })
      .from(associationMemberships)
      .where(
        and(
          eq(associationMemberships.userId, userId),
          eq(associationMemberships.associationId, associationId),
        ),
      ),
    db
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(eq(properties.associationId, associationId), inArray(properties.ownerId, ownedByUser(userId))),
      )
      .limit(1),
  ]);
  const roles = new Set(memberships.map((row) => row.role));
  if (owned.length > 0) roles.add('homeowner');
  return roles;
}
