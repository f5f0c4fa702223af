import { and, eq, inArray } from 'drizzle-orm';
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
  if (isStaffActingAsSelf(principal)) {
    const rows = await db
      .select({ id: homeownerRequests.id })
      .from(homeownerRequests)
      .innerJoin(associations, eq(associations.id, homeownerRequests.associationId))
      .where(
        and(
          eq(homeownerRequests.id, resource.id),
          eq(associations.managementCompanyId, principal.managementCompanyId),
        ),
      )
      .limit(1);
    return rows.length > 0 ? allow : notFound;
  }
  const rows = await db
    .select({ id: homeownerRequests.id })
    .from(homeownerRequests)
    .where(
      and(
        eq(homeownerRequests.id, resource.id),
        inArray(homeownerRequests.ownerId, ownedByUser(principal.userId)),
      ),
    )
    .limit(1);
  return rows.length > 0 ? allow : notFound;
};
