import { desc, eq, sql } from 'drizzle-orm';
import { sandboxCharges, sandboxRefunds } from '../../../db/schema/sandbox-processor';
import { type ChargeInput, type ChargeState, ProcessorError, type RefundInput } from '../port';
import { bankTimelineOf } from './business-days';
import { assertAvailable, idempotencyMismatch, type SandboxContext } from './context';
import { recordEvent } from './events';
import { newId, requestHashOf } from './ids';
import { loadMethod } from './methods';
import { type ChargeRow, chargeStateOf, chargeStatusAt, type MethodRow } from './states';
import { type DeclineCode, declineMessages } from './test-numbers';

const invalid = (message: string) => new ProcessorError('invalid_request', message);

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw invalid('The amount must be a positive whole number of cents.');
  }
}

function checkKey(key: string): void {
  if (key.length === 0 || key.length > 255) throw invalid('The idempotency key must be 1 to 255 characters.');
}

/** What a new charge on `method` looks like: declined or captured at once (cards), or on its ACH timeline. */
function chargeRowOf(
  input: ChargeInput,
  method: MethodRow,
  requestHash: string,
  now: Date,
): typeof sandboxCharges.$inferInsert {
  const common = {
    id: newId('pi'),
    idempotencyKey: input.idempotencyKey,
    requestHash,
    reference: input.reference,
    amount: input.amount,
    methodId: method.id,
    kind: method.kind,
    description: input.description,
    metadata: input.metadata ?? {},
    createdAt: now,
  };
  if (method.kind === 'bank') {
    const timeline = bankTimelineOf(now, input.idempotencyKey, method.returnCode !== null);
    return { ...common, ...timeline, returnCode: method.returnCode, nextEventAt: timeline.settlesAt };
  }
  const decline = method.chargeDecline as DeclineCode | null;
  if (decline) return { ...common, failureCode: decline, failureMessage: declineMessages[decline] };
  return { ...common, settlesAt: now };
}

async function findChargeByKey(context: SandboxContext, key: string): Promise<ChargeRow | undefined> {
  const [row] = await context.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
  return row;
}

/** The stored charge for a key, provided the request is the one first made with it. */
function replay(context: SandboxContext, charge: ChargeRow, requestHash: string): ChargeState {
  assertAvailable(context, charge.kind);
  if (charge.requestHash !== requestHash) throw idempotencyMismatch();
  return chargeStateOf(charge, context.clock.now());
}

/**
 * Charges a method once per idempotency key. Cards are decided on the spot (the charge.succeeded or
 * charge.failed event is written with it); bank charges start processing and settle by the clock.
 */
export async function createCharge(context: SandboxContext, input: ChargeInput): Promise<ChargeState> {
  checkAmount(input.amount);
  checkKey(input.idempotencyKey);
  if (input.reference.length === 0) throw invalid('The reference is missing.');
  const requestHash = requestHashOf({
    amount: input.amount,
    methodId: input.methodId,
    reference: input.reference,
    description: input.description,
    metadata: input.metadata ?? {},
  });
  const existing = await findChargeByKey(context, input.idempotencyKey);
  if (existing) return replay(context, existing, requestHash);

  const method = await loadMethod(context, input.methodId);
  assertAvailable(context, method.kind);
  if (method.detachedAt) throw invalid('This payment method was detached and can no longer be charged.');
  const now = context.clock.now();
  const inserted = await context.db.transaction(async (tx) => {
    const [charge] = await tx
      .insert(sandboxCharges)
      .values(chargeRowOf(input, method, requestHash, now))
      .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
      .returning();
    if (charge?.kind === 'card') {
      const type = charge.failureCode ? 'charge.failed' : 'charge.succeeded';
      await recordEvent(tx, { type, objectType: 'charge', objectId: charge.id, at: now, once: true });
    }
    return charge;
  });
  // nothing inserted: a concurrent call with the same key got there first, and its charge is the answer
  const charge = inserted ?? (await findChargeByKey(context, input.idempotencyKey));
  if (!charge) throw new ProcessorError('unavailable', 'The charge could not be recorded; try again.');
  return replay(context, charge, requestHash);
}

async function loadCharge(context: SandboxContext, id: string): Promise<ChargeRow> {
  const [row] = await context.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
  if (!row) throw new ProcessorError('not_found', `No such charge: ${id}`);
  return row;
}

/** The charge as it stands at `now` (by default the clock's). */
export async function retrieveCharge(
  context: SandboxContext,
  id: string,
  now = context.clock.now(),
): Promise<ChargeState> {
  return chargeStateOf(await loadCharge(context, id), now);
}

/** The charge made for a reference: the live one if there is one (a retry after a decline), else the latest. */
export async function findChargeByReference(
  context: SandboxContext,
  reference: string,
): Promise<ChargeState | null> {
  const rows = await context.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.reference, reference))
    .orderBy(desc(sandboxCharges.createdAt), desc(sandboxCharges.id));
  const now = context.clock.now();
  const states = rows.map((row) => chargeStateOf(row, now));
  return states.find((state) => state.status !== 'failed') ?? states[0] ?? null;
}

/**
 * Refunds (part of) a succeeded charge once per idempotency key. The charge row is locked first, so
 * concurrent refunds can never add up to more than the charge.
 */
export async function refundCharge(context: SandboxContext, input: RefundInput): Promise<ChargeState> {
  checkAmount(input.amount);
  checkKey(input.idempotencyKey);
  const requestHash = requestHashOf({ chargeId: input.chargeId, amount: input.amount });
  assertAvailable(context, (await loadCharge(context, input.chargeId)).kind);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, input.chargeId))
      .for('update');
    const [existing] = await tx
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
    if (existing) {
      if (existing.requestHash !== requestHash) throw idempotencyMismatch();
      return;
    }
    if (!charge) throw new ProcessorError('not_found', `No such charge: ${input.chargeId}`);
    const status = chargeStatusAt(charge, now);
    if (status !== 'succeeded') throw invalid(`A ${status} charge cannot be refunded.`);
    if (input.amount > charge.amount - charge.refundedAmount) {
      throw invalid('The refund is larger than what is left of the charge.');
    }
    const refundId = newId('re');
    await tx.insert(sandboxRefunds).values({
      id: refundId,
      idempotencyKey: input.idempotencyKey,
      requestHash,
      chargeId: charge.id,
      amount: input.amount,
      createdAt: now,
    });
    await tx
      .update(sandboxCharges)
      .set({ refundedAmount: sql`${sandboxCharges.refundedAmount} + ${input.amount}`, refundedAt: now })
      .where(eq(sandboxCharges.id, charge.id));
    await recordEvent(tx, { type: 'charge.refunded', objectType: 'charge', objectId: charge.id, at: now });
  });
  return retrieveCharge(context, input.chargeId);
}
