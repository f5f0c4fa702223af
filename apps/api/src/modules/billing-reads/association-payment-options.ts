import type { AssociationPaymentOptions } from '@hoa/contracts/billing';
import { largeAmountThreshold } from '@hoa/contracts/payment-rules';
import { eq } from 'drizzle-orm';
import { authorize } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { methodKinds } from '../../db/schema/payments';
import { AppError } from '../../errors/app-error';
import { paymentOptionsFor } from '../payments/fees';

/**
 * How an association takes payments: per method kind whether it is offered and its processing fee
 * (the same options the fee computation uses, defaults included), the large-amount fee and threshold,
 * and its Auto-Draft type. Members of the association only (owners count as members).
 */
export async function associationPaymentOptions(
  db: Db,
  principal: Principal,
  associationId: number,
): Promise<AssociationPaymentOptions> {
  await authorize(db, principal, {
    action: 'read',
    resource: { type: 'association', id: associationId, need: 'member' },
  });
  const [association] = await db
    .select({
      autoDraftType: associations.autoDraftType,
      largeAmountFeeBasisPoints: associations.largeAmountFeeBasisPoints,
    })
    .from(associations)
    .where(eq(associations.id, associationId));
  if (!association) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  const optionOf = await paymentOptionsFor(db, [associationId]);
  const options = methodKinds.map((methodKind) => {
    const { enabled, feeType, feeBasisPoints, feeFlat } = optionOf(associationId, methodKind);
    return { methodKind, enabled, feeType, feeBasisPoints, feeFlat };
  });
  return {
    associationId,
    autoDraftType: association.autoDraftType,
    largeAmountThreshold,
    largeAmountFeeBasisPoints: association.largeAmountFeeBasisPoints,
    options,
  };
}
