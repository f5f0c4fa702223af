import { billingMessages, paymentErrorCodes } from '@hoa/contracts/billing';
import type { FuturePaymentDto } from '@hoa/contracts/scheduled-payments';
import { describe, expect, it } from 'vitest';
import { as, errorOf, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { list, scheduled } from './future-payment-steps';
import { scheduleWorld } from './schedule-world';

forEachDatabase((kind) => {
  describe('the 8:00 PM Eastern cutoff across daylight-saving changes', () => {
    const cases = [
      // 2026-03-08 is the spring-forward day: 8:00 PM EDT = 00:00 UTC on the 9th
      { date: '2026-03-09', lastOpen: '2026-03-08T23:59:59Z', closed: '2026-03-09T00:00:00Z' },
      // 2026-11-01 is the fall-back day: 8:00 PM EST = 01:00 UTC on the 2nd
      { date: '2026-11-02', lastOpen: '2026-11-02T00:59:59Z', closed: '2026-11-02T01:00:00Z' },
    ];
    for (const { date, lastOpen, closed } of cases) {
      it(`payment on ${date}: changes allowed at 19:59:59 and refused at 20:00:00 the day before`, async () => {
        const world = await scheduleWorld(kind, { now: new Date(`${date.slice(0, 8)}01T15:00:00Z`) });
        const card = await world.method(world.payer, 'card');
        const payment = await scheduled(world, { paymentMethodId: card, amount: 5_000, scheduledDate: date });
        expect(payment.editableUntil).toBe(new Date(closed).toISOString());

        world.clock.set(new Date(lastOpen));
        const open = await as(world.app, world.payer).patch(`${paymentsApi}/FuturePayment/${payment.id}`, {
          amount: 5_100,
        });
        expect(open.statusCode, open.body).toBe(200);
        expect(open.json<FuturePaymentDto>().editable).toBe(true);

        world.clock.set(new Date(closed));
        const late = await as(world.app, world.payer).patch(`${paymentsApi}/FuturePayment/${payment.id}`, {
          amount: 5_200,
        });
        expect(errorOf(late)).toMatchObject({
          status: 409,
          errorCode: paymentErrorCodes.afterCutoff,
          message: billingMessages.afterCutoff,
        });
        expect(
          errorOf(await as(world.app, world.payer).delete(`${paymentsApi}/FuturePayment/${payment.id}`))
            .errorCode,
        ).toBe(paymentErrorCodes.afterCutoff);
        const [listed] = await list(world, world.payer);
        expect(listed).toMatchObject({ amount: 5_100, editable: false });
      });
    }
  });
});
