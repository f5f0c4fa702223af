import type { PaymentMethodRemoval } from '@hoa/contracts/billing';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import { paymentMethods } from '../../db/schema/payments';
import { deactivateSchedulesForMethod } from '../schedules/deactivate-for-method';
import { loadPaymentMethod, toPaymentMethodDto } from './payment-method-context';
import type { PaymentsDeps } from './payments-deps';

/**
 * Removes a saved method. In the same transaction every active recurring or future payment and
 * Auto-Draft enrollment on it is deactivated, and the answer says which (SPEC §4). The processor
 * copy is detached afterwards; failing that only leaves an unused token at the processor.
 */
export async function removePaymentMethod(
  deps: PaymentsDeps,
  principal: Principal,
  id: number,
): Promise<PaymentMethodRemoval> {
  const method = await loadPaymentMethod(deps.db, principal, id, 'write');
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .update(paymentMethods)
      .set({ status: 'removed', removedAt: now })
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.status, 'active')))
      .returning();
    return {
      removed: removed ?? method,
      deactivated: removed ? await deactivateSchedulesForMethod(tx, id, now) : [],
    };
  });
  if (method.status === 'active') {
    await deps.processor.detachMethod(method.processorMethodId).catch((error: unknown) => {
      deps.log.warn({ err: error, paymentMethodId: id }, 'could not detach the method at the processor');
    });
  }
  return { removed: toPaymentMethodDto(result.removed, now), deactivated: result.deactivated };
}
