import { and, eq } from 'drizzle-orm';
import { rowExists } from '../../db/row-exists';
import { paymentMethods } from '../../db/schema/payments';
import { allow, isStaffActingAsSelf, notFound, type Policy } from './policy';

/** A saved payment method belongs to the login that saved it. */
export const paymentMethodPolicy: Policy<{ type: 'paymentMethod'; id: number }> = async (
  { db, principal },
  resource,
) => {
  if (isStaffActingAsSelf(principal)) return notFound;
  const where = and(eq(paymentMethods.id, resource.id), eq(paymentMethods.userId, principal.userId));
  return (await rowExists(db, paymentMethods, where)) ? allow : notFound;
};
