import { and, eq } from 'drizzle-orm';
import { rowExists } from '../../db/row-exists';
import { users } from '../../db/schema/users';
import { allow, forbidden, isStaffActingAsSelf, notFound, type Policy } from './policy';

/** The staff area: management-company staff signed in as themselves (not while mimicking). */
export const staffAreaPolicy: Policy<{ type: 'staffArea' }> = async ({ principal }) =>
  isStaffActingAsSelf(principal) ? allow : forbidden('This area is for management company staff.');

/** Staff may act as a non-staff user of their own management company; anyone else is not found. */
export const mimicTargetPolicy: Policy<{ type: 'mimicTarget'; userId: number }> = async (
  { db, principal },
  resource,
) => {
  if (!isStaffActingAsSelf(principal)) return forbidden('This area is for management company staff.');
  const where = and(
    eq(users.id, resource.userId),
    eq(users.managementCompanyId, principal.managementCompanyId),
    eq(users.isStaff, false),
  );
  return (await rowExists(db, users, where)) ? allow : notFound;
};
