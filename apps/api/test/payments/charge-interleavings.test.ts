import type { PaymentDto } from '@hoa/contracts/billing';
import { and, inArray, isNull, like } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema/payments';
import { sandboxCharges } from '../../src/db/schema/sandbox-processor';
import { reconcilePayments } from '../../src/modules/payments/reconcile-payments';
import { sandboxAgreement } from '../../src/modules/payments/sandbox-agreement';
import { as, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { paymentWorld, type SignedEvent } from './payment-world';

/**
 * What a homeowner and the processor may do, in any order: set up a payment with a good or a
 * declining card, change its card, confirm (or retry) it, possibly twice at once and with a repeated
 * Idempotency-Key, while the processor's late events (charge.failed and charge.succeeded of old and
 * current attempts) arrive at any moment, including in the middle of a charge.
 */
type Action =
  | { type: 'setup'; declining: boolean }
  | { type: 'change'; payment: number; declining: boolean }
  | {
      type: 'confirm';
      payment: number;
      /** Deliver the held events while the payment is charging: before or after the processor call. */
      during: 'no' | 'before' | 'after';
      /** Take the events due by then (the current attempt's own) first. */
      takeDuring: boolean;
      key: number | null;
      twice: boolean;
    }
  | { type: 'post'; event: number; reversed: boolean };

const index = fc.nat({ max: 1 });
/** Mostly the good card: a change is usually the user's way out of a decline. */
const declining = fc.nat({ max: 3 }).map((n) => n === 0);
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ type: fc.constant('setup' as const), declining: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('change' as const), payment: index, declining }) },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('confirm' as const),
      payment: index,
      during: fc.constantFrom('no' as const, 'before' as const, 'after' as const),
      takeDuring: fc.boolean(),
      key: fc.option(fc.nat({ max: 1 }), { nil: null }),
      twice: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('post' as const),
      event: fc.nat({ max: 5 }),
      reversed: fc.boolean(),
    }),
  },
);

/** Every run starts with a setup (with a good or a declining card), then up to 10 random steps. */
const runOf = fc
  .tuple(fc.boolean(), fc.array(action, { maxLength: 10 }))
  .map(([declining, rest]): Action[] => [{ type: 'setup', declining }, ...rest]);

/** The issue's round: declined, then a good card, with attempt 1's charge.failed landing mid-charge. */
const issueRound: Action[] = [
  { type: 'setup', declining: true },
  { type: 'confirm', payment: 0, during: 'no', takeDuring: false, key: null, twice: false },
  { type: 'change', payment: 0, declining: false },
  { type: 'confirm', payment: 0, during: 'before', takeDuring: false, key: null, twice: false },
];

const numRuns = 25;

forEachDatabase((kind) => {
  describe('random interleavings of confirms, method changes, retries and late events', () => {
    it(`${numRuns} random runs: the processor's captured charges are exactly the posted payments, none twice`, {
      timeout: 240_000,
    }, async () => {
      const world = await paymentWorld(kind);
      const good = await world.saveCard(world.payer);
      const declining = await world.saveCard(world.payer, '4000000000000341');
      await world.takeEvents();
      let run = 0;

      await fc.assert(
        fc.asyncProperty(runOf, async (actions) => {
          run += 1;
          const made: number[] = [];
          let held: SignedEvent[] = [];
          const postHeld = async (events: SignedEvent[]) => {
            for (const event of events) await world.postEvent(event);
          };
          const confirm = (id: number, key: number | null) =>
            as(world.app, world.payer).put(
              `${paymentsApi}/Payment/Setup/${id}/Confirm`,
              { acknowledgeDuplicate: true },
              { headers: key === null ? {} : { 'idempotency-key': `run-${run}-payment-${id}-key-${key}` } },
            );

          for (const step of actions) {
            const target =
              made.length === 0 ? undefined : made[('payment' in step ? step.payment : 0) % made.length];
            if (step.type === 'setup') {
              const response = await as(world.app, world.payer).post(`${paymentsApi}/Payment/Setup`, {
                subLedgerId: world.payer.subLedgerId,
                paymentMethodId: step.declining ? declining : good,
                amount: 1_000,
              });
              expect(response.statusCode, response.body).toBe(201);
              made.push(response.json<PaymentDto>().id);
            } else if (step.type === 'change' && target !== undefined) {
              const response = await as(world.app, world.payer).patch(
                `${paymentsApi}/Payment/Setup/${target}`,
                {
                  paymentMethodId: step.declining ? declining : good,
                },
              );
              expect([200, 409], response.body).toContain(response.statusCode);
            } else if (step.type === 'confirm' && target !== undefined) {
              const restore =
                step.during === 'no'
                  ? () => {}
                  : world.whileCharging(async (when) => {
                      if (when !== step.during) return;
                      if (step.takeDuring) held.push(...(await world.takeEvents()));
                      await postHeld(held.splice(0));
                    });
              try {
                const responses = await Promise.all(
                  Array.from({ length: step.twice ? 2 : 1 }, () => confirm(target, step.key)),
                );
                for (const response of responses) {
                  expect([200, 402, 409], response.body).toContain(response.statusCode);
                }
              } finally {
                restore();
              }
            } else if (step.type === 'post' && held.length > 0) {
              const [event] = held.splice(step.event % held.length, 1);
              if (event) await world.postEvent(event);
              if (step.reversed) held = held.reverse();
            }
            // what the processor sent meanwhile is held back: its delivery is late
            held.push(...(await world.takeEvents()));
          }
          // the rest of the events arrive, late, and the reconciler runs
          await postHeld(held.splice(0));
          await postHeld(await world.takeEvents());
          await reconcilePayments(world.app.paymentsDeps, { olderThanMs: 0 });

          if (made.length > 0) {
            const rows = await world.db.select().from(payments).where(inArray(payments.id, made));
            for (const row of rows) {
              const captured = await world.db
                .select({ id: sandboxCharges.id })
                .from(sandboxCharges)
                .where(
                  and(
                    like(sandboxCharges.reference, `payment:${row.id}:%`),
                    isNull(sandboxCharges.failureCode),
                  ),
                );
              // no double charge, and a charge exactly when the payment is paid
              expect(captured.length, `payment ${row.id} (${row.status})`).toBe(
                row.status === 'processed' ? 1 : 0,
              );
              expect(['setup', 'processed']).toContain(row.status);
              if (row.status === 'processed') expect(row.processorChargeId).toBe(captured[0]?.id);
            }
          }
          expect(await sandboxAgreement(world.db)).toEqual({
            chargedTwice: [],
            chargedNotPosted: [],
            postedNotCharged: [],
            otherCharge: [],
          });
        }),
        // the issue's own round is always among them; the rest are random
        { numRuns, examples: [[issueRound]] },
      );
    });
  });
});
