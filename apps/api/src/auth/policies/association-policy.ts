import { rolesIn } from './owner-links';
import { allow, forbidden, isStaffActingAsSelf, notFound, type Policy } from './policy';

/**
 * member: any role there (or a property). board: board member or chair (`isBoardMember`).
 * chair: board chair. A non-member gets 404; a member lacking the role gets 403.
 */
export const associationPolicy: Policy<{
  type: 'association';
  id: number;
  need: 'member' | 'board' | 'chair';
}> = async ({ db, principal }, resource) => {
  if (isStaffActingAsSelf(principal)) return notFound;
  const roles = await rolesIn(db, principal.userId, resource.id);
  if (roles.size === 0) return notFound;
  if (resource.need === 'member') return allow;
  if (resource.need === 'board') {
    return roles.has('board_member') || roles.has('board_chair')
      ? allow
      : forbidden('This area is for board members of the association.');
  }
  return roles.has('board_chair') ? allow : forbidden('Only the board chair may do this.');
};
