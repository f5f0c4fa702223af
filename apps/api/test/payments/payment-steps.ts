import { like } from 'drizzle-orm';
import { sandboxCharges } from '../../src/db/schema/sandbox-processor';
import { as, paymentsApi } from '../calls';
import type { Payer, PaymentWorld } from './payment-world';

/** POST /Payment/Setup for the payer's account (or another payer's): the body adds to the sub-ledger. */
export function setupPayment(world: PaymentWorld, body: Record<string, unknown>, who: Payer = world.payer) {
  return as(world.app, who).post(`${paymentsApi}/Payment/Setup`, { subLedgerId: who.subLedgerId, ...body });
}

/** Charges the sandbox made for a payment (by our reference prefix). */
export async function chargesFor(world: PaymentWorld, paymentId: number): Promise<number> {
  const rows = await world.db
    .select({ id: sandboxCharges.id })
    .from(sandboxCharges)
    .where(like(sandboxCharges.reference, `payment:${paymentId}:%`));
  return rows.length;
}
