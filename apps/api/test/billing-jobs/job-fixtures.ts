import type { AutoDraftDto, FuturePaymentDto, RecurringPaymentDto } from '@hoa/contracts/scheduled-payments';
import { eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { assessmentPlans } from '../../src/db/schema/books';
import { payments } from '../../src/db/schema/payments';
import type { PaymentProcessor } from '../../src/modules/processor/port';
import type { Payer, ScheduleWorld } from '../schedules/schedule-world';

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
    await world.call(who, 'POST', '/FuturePayment/Setup', { subLedgerId: who.subLedgerId, ...body }),
  );
  return confirmed(
    await world.call(who, 'PUT', `/FuturePayment/Setup/${setup.id}/Confirm`, { acknowledgeDuplicate: true }),
  );
}

export async function activeRecurring(
  world: AnyWorld,
  who: Payer,
  body: Record<string, unknown> & { paymentMethodId: number; nextPaymentDate: string },
): Promise<RecurringPaymentDto> {
  const setup = await confirmed<RecurringPaymentDto>(
    await world.call(who, 'POST', '/RecurringPayment/Setup', {
      subLedgerId: who.subLedgerId,
      interval: 'monthly',
      ...body,
    }),
  );
  return confirmed(await world.call(who, 'PUT', `/RecurringPayment/Setup/${setup.id}/Confirm`));
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
    await world.call(who, 'POST', '/AutoDraft/Setup', { subLedgerId: who.subLedgerId, ...body }),
  );
  return confirmed(await world.call(who, 'PUT', '/AutoDraft/Setup/Confirm', { enrollmentId: setup.id }));
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
