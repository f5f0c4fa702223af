import { and, eq, inArray } from 'drizzle-orm';
import { rowExists } from '../../db/row-exists';
import { associations } from '../../db/schema/associations';
import { homeownerRequests } from '../../db/schema/community';
import { ownedByUser } from './owner-links';
import { allow, isStaffActingAsSelf, notFound, type Policy } from './policy';

/**
 * A homeowner request is its owner's (every login acting for that owner); the management company's staff,
 * signed in as themselves, reach the requests of their own company's associations (they answer them).
 * Anyone else: 404, as for an id that does not exist.
 */
export const homeownerRequestPolicy: Policy<{ type: 'homeownerRequest'; id: number }> = async (
  { db, principal },
  resource,
) => {
  const reachable = isStaffActingAsSelf(principal)
    ? inArray(
        homeownerRequests.associationId,
        db
          .select({ id: associations.id })
          .from(associations)
          .where(eq(associations.managementCompanyId, principal.managementCompanyId)),
      )
    : inArray(homeownerRequests.ownerId, ownedByUser(principal.userId));
  const where = and(eq(homeownerRequests.id, resource.id), reachable);
  return (await rowExists(db, homeownerRequests, where)) ? allow : notFound;
};
