import type { FuturePaymentDto } from '@hoa/contracts/scheduled-payments';
import { expect } from 'vitest';
import { as, paymentsApi } from '../calls';
import type { Payer, ScheduleWorld } from './schedule-world';

/** Future-payment steps over HTTP: set one up, set up and confirm it, list them. */
export const setup = (world: ScheduleWorld, who: Payer, body: Record<string, unknown>) =>
  as(world.app, who).post(`${paymentsApi}/FuturePayment/Setup`, { subLedgerId: who.subLedgerId, ...body });

/** The payer's setup of 50.00 by `card` on Dec 1, with `changes` to any of it (for refusals). */
export const setupWith = (world: ScheduleWorld, card: number) => (changes: Record<string, unknown>) =>
  setup(world, world.payer, {
    paymentMethodId: card,
    amount: 5_000,
    scheduledDate: '2026-12-01',
    ...changes,
  });

export async function scheduled(
  world: ScheduleWorld,
  body: Record<string, unknown>,
): Promise<FuturePaymentDto> {
  const created = await setup(world, world.payer, body);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<FuturePaymentDto>();
  const confirmed = await as(world.app, world.payer).put(
    `${paymentsApi}/FuturePayment/Setup/${id}/Confirm`,
    {},
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json<FuturePaymentDto>();
}

export const list = async (world: ScheduleWorld, who: Payer, query = '') => {
  const response = await as(world.app, who).get(`${paymentsApi}/FuturePayment${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ futurePayments: FuturePaymentDto[] }>().futurePayments;
};
