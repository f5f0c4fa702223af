import { and, eq, inArray } from 'drizzle-orm';
import { rowExists } from '../../db/row-exists';
import { homeownerRequests } from '../../db/schema/community';
import { associationMemberships } from '../../db/schema/memberships';
import { rolesIn } from './owner-links';
import { allow, forbidden, isStaffActingAsSelf, notFound, type Policy } from './policy';

/**
 * An ARC request seen by the board (ADR 111): board members and the chair of the request's association
 * read it, vote and write to the board's discussion; only the chair decides. Anyone who does not belong
 * to that association (a board member of another one included), staff as themselves, or an id that is
 * not an ARC request: 404. A member of the association without a board role: 403. Mimic mode reads
 * what the homeowner may read and writes nothing here.
 */
export const arcRequestPolicy: Policy<{ type: 'arcRequest'; id: number; need: 'board' | 'chair' }> = async (
  { db, principal, action },
  resource,
) => {
  if (isStaffActingAsSelf(principal)) return notFound;
  const [request] = await db
    .select({ associationId: homeownerRequests.associationId })
    .from(homeownerRequests)
    .where(and(eq(homeownerRequests.id, resource.id), eq(homeownerRequests.kind, 'arc')))
    .limit(1);
  if (!request) return notFound;
  const roles = await rolesIn(db, principal.userId, request.associationId);
  if (roles.size === 0) return notFound;
  const board = roles.has('board_member') || roles.has('board_chair');
  if (!board) return forbidden('This area is for board members of the association.');
  if (resource.need === 'chair' && !roles.has('board_chair')) {
    return forbidden('Only the board chair may record a decision.');
  }
  if (action === 'write' && principal.actorUserId !== null) {
    return forbidden('Board votes, messages and decisions are not made in mimic mode.', { mimic: true });
  }
  return allow;
};

/** The board area as a whole: anyone with a board role in some association; others (staff too) 403. */
export const boardAreaPolicy: Policy<{ type: 'boardArea' }> = async ({ db, principal }) => {
  const onABoard = await rowExists(
    db,
    associationMemberships,
    and(
      eq(associationMemberships.userId, principal.userId),
      inArray(associationMemberships.role, ['board_member', 'board_chair']),
    ),
  );
  return onABoard && !isStaffActingAsSelf(principal)
    ? allow
    : forbidden('This area is for board members of the association.');
};
