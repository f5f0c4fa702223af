import { and, eq, inArray } from 'drizzle-orm';
import { rowExists } from '../../db/row-exists';
import { properties } from '../../db/schema/properties';
import { ownedByUser } from './owner-links';
import { allow, isStaffActingAsSelf, notFound, type Policy } from './policy';

/** An account (a property's account number in its association) is reachable by the owner's logins. */
export const accountPolicy: Policy<{
  type: 'account';
  accountNumber: string;
  associationId: number;
}> = async ({ db, principal }, resource) => {
  if (isStaffActingAsSelf(principal)) return notFound;
  const where = and(
    eq(properties.associationId, resource.associationId),
    eq(properties.accountNumber, resource.accountNumber),
    inArray(properties.ownerId, ownedByUser(principal.userId)),
  );
  return (await rowExists(db, properties, where)) ? allow : notFound;
};
