import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userOwners } from '../../db/schema/memberships';
import { owners } from '../../db/schema/owners';

/** The portal user who acts for an owner (the first linked), or null when the owner never registered. */
export async function userOfOwner(db: Db, ownerId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: userOwners.userId })
    .from(userOwners)
    .where(eq(userOwners.ownerId, ownerId))
    .orderBy(asc(userOwners.userId))
    .limit(1);
  return row?.userId ?? null;
}

/** The owner's primary e-mail address on file, or null. */
export async function ownerEmailOnFile(db: Db, ownerId: number): Promise<string | null> {
  const [row] = await db.select({ email: owners.primaryEmail }).from(owners).where(eq(owners.id, ownerId));
  return row?.email || null;
}
