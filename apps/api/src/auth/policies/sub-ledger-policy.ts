import { and, eq, inArray } from 'drizzle-orm';
import { subLedgers } from '../../db/schema/books';
import { properties } from '../../db/schema/properties';
import { ownedByUser } from './owner-links';
import { allow, isStaffActingAsSelf, notFound, type Policy } from './policy';

/** A sub-ledger (and the money on it) is reachable by the logins of the property's owner. */
export const subLedgerPolicy: Policy<{ type: 'subLedger'; id: number }> = async (
  { db, principal },
  resource,
) => {
  if (isStaffActingAsSelf(principal)) return notFound;
  const rows = await db
    .select({ id: subLedgers.id })
    .from(subLedgers)
    .innerJoin(properties, eq(properties.id, subLedgers.propertyId))
    .where(and(eq(subLedgers.id, resource.id), inArray(properties.ownerId, ownedByUser(principal.userId))))
    .limit(1);
  return rows.length > 0 ? allow : notFound;
};
