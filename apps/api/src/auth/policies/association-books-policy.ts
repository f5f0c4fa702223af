import { and, eq } from 'drizzle-orm';
import { rowExists } from '../../db/row-exists';
import { associations } from '../../db/schema/associations';
import { rolesIn } from './owner-links';
import { allow, forbidden, isStaffActingAsSelf, notFound, type Policy } from './policy';

/**
 * An association's own books (issue 17, ADR 123), from one of two sides:
 * - `board`: board members and the chair of that association read every figure and approve or reject
 *   (invoices, collection stages). Outside the association (staff as themselves included): 404; a member
 *   without a board role: 403. Mimic mode may read what the homeowner may, and never writes here.
 * - `staff`: staff of the management company that manages the association, signed in as themselves,
 *   read the books and enter what the portal cannot know (vendors, invoices, statement balances,
 *   budgets, collection stages). Anyone else: 403 for a non-staff principal, 404 for another company's.
 */
export const associationBooksPolicy: Policy<{
  type: 'associationBooks';
  associationId: number;
  as: 'board' | 'staff';
}> = async ({ db, principal, action }, resource) => {
  if (resource.as === 'staff') {
    if (!isStaffActingAsSelf(principal)) return forbidden('This area is for management company staff.');
    const managed = await rowExists(
      db,
      associations,
      and(
        eq(associations.id, resource.associationId),
        eq(associations.managementCompanyId, principal.managementCompanyId),
      ),
    );
    return managed ? allow : notFound;
  }
  if (isStaffActingAsSelf(principal)) return notFound;
  const roles = await rolesIn(db, principal.userId, resource.associationId);
  if (roles.size === 0) return notFound;
  if (!roles.has('board_member') && !roles.has('board_chair')) {
    return forbidden('This area is for board members of the association.');
  }
  if (action === 'write' && principal.actorUserId !== null) {
    return forbidden('Board approvals are not made in mimic mode.', { mimic: true });
  }
  return allow;
};
