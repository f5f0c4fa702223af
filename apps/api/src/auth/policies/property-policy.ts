import { and, eq, inArray } from 'drizzle-orm';
import { rowExists } from '../../db/row-exists';
import { properties } from '../../db/schema/properties';
import { ownedByUser } from './owner-links';
import { allow, isStaffActingAsSelf, notFound, type Policy } from './policy';

/** A property is reachable by the logins of its owner. */
export const propertyPolicy: Policy<{ type: 'property'; id: number }> = async (
  { db, principal },
  resource,
) => {
  if (isStaffActingAsSelf(principal)) return notFound;
  const where = and(
    eq(properties.id, resource.id),
    inArray(properties.ownerId, ownedByUser(principal.userId)),
  );
  return (await rowExists(db, properties, where)) ? allow : notFound;
};
