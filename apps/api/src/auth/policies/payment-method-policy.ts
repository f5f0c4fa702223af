import { and, eq } from 'drizzle-orm';
import { paymentMethods } from '../../db/schema/payments';
import { allow, isStaffActingAsSelf, notFound, type Policy } from './policy';

/** A saved payment method belongs to the login that saved it. */
export const paymentMethodPolicy: Policy<{ type: 'paymentMethod'; id: number }> = async (
  { db, principal },
  resource,
) => {
  if (isStaffActingAsSelf(principal)) return notFound;
  const rows = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, resource.id), eq(paymentMethods.userId, principal.userId)))
    .limit(1);
  return rows.length > 0 ? allow : notFound;
};
