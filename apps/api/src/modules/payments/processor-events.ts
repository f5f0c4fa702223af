import { eq } from 'drizzle-orm';
import { paymentMethodSetups, payments, processorEvents } from '../../db/schema/payments';
import type { ProcessorEvent } from '../processor/port';
import { saveMethodFromDetails } from './payment-methods';
import type { PaymentsDeps } from './payments-deps';
import { applyChargeState } from './record-charge-states';

/**
 * Applies a verified processor event. Safe to replay and in any order: an event id seen before is
 * skipped, and each event carries the charge's or setup's current state, which is applied only as a
 * forward move (applyChargeState), so a late "succeeded" after "returned" changes nothing.
 */
export async function handleProcessorEvent(
  deps: PaymentsDeps,
  event: ProcessorEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const [seen] = await deps.db.select().from(processorEvents).where(eq(processorEvents.id, event.id));
  if (seen) return 'duplicate';
  let outcome: 'applied' | 'ignored' = 'ignored';
  if (event.charge) {
    const charge = event.charge;
    const byId = await deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.processorChargeId, charge.id));
    const paymentId = byId[0]?.id ?? Number(charge.metadata.paymentId ?? Number.NaN);
    if (Number.isSafeInteger(paymentId)) {
      const [exists] = await deps.db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.id, paymentId));
      if (exists) {
        await applyChargeState(deps, paymentId, charge);
        outcome = 'applied';
      }
    }
  }
  if (event.setup?.status === 'succeeded' && event.setup.method) {
    const [setup] = await deps.db
      .select()
      .from(paymentMethodSetups)
      .where(eq(paymentMethodSetups.processorSetupId, event.setup.id));
    if (setup && setup.status !== 'cancelled') {
      const method = await saveMethodFromDetails(deps, { userId: setup.userId }, event.setup.method);
      await deps.db
        .update(paymentMethodSetups)
        .set({ status: 'confirmed', paymentMethodId: method.id })
        .where(eq(paymentMethodSetups.id, setup.id));
      outcome = 'applied';
    }
  }
  await deps.db
    .insert(processorEvents)
    .values({ id: event.id, type: event.type, receivedAt: deps.clock.now() })
    .onConflictDoNothing();
  return outcome;
}
