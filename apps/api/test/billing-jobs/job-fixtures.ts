import type { AutoDraftDto, FuturePaymentDto, RecurringPaymentDto } from '@hoa/contracts/scheduled-payments';
import { eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { assessmentPlans } from '../../src/db/schema/books';
import { payments } from '../../src/db/schema/payments';
import type { PaymentProcessor } from '../../src/modules/processor/port';
import { as, paymentsApi } from '../calls';
import type { MethodBehaviour, Payer, ScheduleWorld } from '../schedules/schedule-world';

/** A world on either processor (the fixtures use only the API and the database). */
type AnyWorld = ScheduleWorld<PaymentProcessor>;

/** Moves the world's clock and returns the instant, for a job's `now`. */
export function at(world: AnyWorld, iso: string): Date {
  const now = new Date(iso);
  world.clock.set(now);
  return now;
}

async function confirmed<T>(response: { statusCode: number; body: string; json: <U>() => U }): Promise<T> {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

export async function activeFuture(
  world: AnyWorld,
  who: Payer,
  body: { paymentMethodId: number; amount: number; scheduledDate: string },
): Promise<FuturePaymentDto> {
  const setup = await confirmed<FuturePaymentDto>(
    await as(world.app, who).post(`${paymentsApi}/FuturePayment/Setup`, {
      subLedgerId: who.subLedgerId,
      ...body,
    }),
  );
  return confirmed(
    await as(world.app, who).put(`${paymentsApi}/FuturePayment/Setup/${setup.id}/Confirm`, {
      acknowledgeDuplicate: true,
    }),
  );
}

/** `who`'s active future payment of `amount` on Dec 1 from a new method that behaves as `behaviour`. */
export async function futureBy(world: AnyWorld, who: Payer, behaviour: MethodBehaviour, amount: number) {
  const paymentMethodId = await world.method(who, behaviour);
  return activeFuture(world, who, { paymentMethodId, amount, scheduledDate: '2026-12-01' });
}

export async function activeRecurring(
  world: AnyWorld,
  who: Payer,
  body: Record<string, unknown> & { paymentMethodId: number; nextPaymentDate: string },
): Promise<RecurringPaymentDto> {
  const setup = await confirmed<RecurringPaymentDto>(
    await as(world.app, who).post(`${paymentsApi}/RecurringPayment/Setup`, {
      subLedgerId: who.subLedgerId,
      interval: 'monthly',
      ...body,
    }),
  );
  return confirmed(await as(world.app, who).put(`${paymentsApi}/RecurringPayment/Setup/${setup.id}/Confirm`));
}

/** `who`'s active monthly payment of `amount`, next on Dec 1, from a new method that behaves as `behaviour`. */
export async function recurringBy(world: AnyWorld, who: Payer, behaviour: MethodBehaviour, amount: number) {
  const paymentMethodId = await world.method(who, behaviour);
  return activeRecurring(world, who, { paymentMethodId, amount, nextPaymentDate: '2026-12-01' });
}

/** An enrollment made while the account owed nothing (the only way to enroll). */
export async function activeAutoDraft(
  world: AnyWorld,
  who: Payer,
  body: { paymentMethodId: number; startMonth: string; pullDay: number },
): Promise<AutoDraftDto> {
  await world.db
    .insert(assessmentPlans)
    .values({ associationId: who.associationId, description: 'Monthly assessment', amount: 25_000 });
  const setup = await confirmed<AutoDraftDto>(
    await as(world.app, who).post(`${paymentsApi}/AutoDraft/Setup`, {
      subLedgerId: who.subLedgerId,
      ...body,
    }),
  );
  return confirmed(
    await as(world.app, who).put(`${paymentsApi}/AutoDraft/Setup/Confirm`, { enrollmentId: setup.id }),
  );
}

/** Payments a schedule made, by run-key prefix (`future:3`, `recurring:4:`, `autodraft:5:`). */
export function paymentsByRunKey(world: AnyWorld, prefix: string) {
  return world.db
    .select()
    .from(payments)
    .where(like(payments.runKey, `${prefix}%`))
    .orderBy(payments.id);
}

export async function paymentRow(world: AnyWorld, id: number) {
  const [row] = await world.db.select().from(payments).where(eq(payments.id, id));
  return row;
}
