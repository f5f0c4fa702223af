import { and, eq, inArray } from 'drizzle-orm';
import { rowExists } from '../../db/row-exists';
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
  const ownedProperties = db
    .select({ id: properties.id })
    .from(properties)
    .where(inArray(properties.ownerId, ownedByUser(principal.userId)));
  const where = and(eq(subLedgers.id, resource.id), inArray(subLedgers.propertyId, ownedProperties));
  return (await rowExists(db, subLedgers, where)) ? allow : notFound;
};
