import { expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import type { PaymentProcessor } from '../../src/modules/processor/port';
import { buildTestApp, forEachDatabase } from '../helper';
import { scheduleWorld } from '../schedules/schedule-world';
import { activeFuture, activeRecurring, paymentsByRunKey } from './job-fixtures';

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The processor as a process sees it that dies at its second charge: that call never returns. */
function dyingAtSecondCharge(processor: PaymentProcessor) {
  let calls = 0;
  let reached: () => void = () => {};
  const died = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const dying: PaymentProcessor = {
    ...processor,
    charge(input) {
      calls += 1;
      if (calls !== 2) return processor.charge(input);
      reached();
      return new Promise(() => {});
    },
  };
  return { dying, died };
}

forEachDatabase((kind) => {
  it('a worker that dies in the nightly run holds it up under a minute; the rest is paid once', {
    timeout: 150_000,
  }, async () => {
    const world = await scheduleWorld(kind);
    const card = await world.method(world.payer, 'card');
    for (const amount of [10_000, 11_000, 12_000]) {
      await activeFuture(world, world.payer, { paymentMethodId: card, amount, scheduledDate: '2026-11-23' });
    }
    for (const amount of [7_000, 8_000]) {
      await activeRecurring(world, world.payer, {
        paymentMethodId: card,
        amount,
        nextPaymentDate: '2026-11-23',
      });
    }

    // Monday 10:00 in New York: the first process starts the run and dies inside it (its clock stops
    // there, so it renews its lease no more, as a dead process would not)
    const crashedAt = new Date('2026-11-23T15:00:00Z');
    const { dying, died } = dyingAtSecondCharge(world.processor);
    const first = await buildTestApp(kind, {
      database: world.test.database,
      clock: fixedClock(crashedAt),
      processor: dying,
      jobs: true,
    });
    await died;
    const scheduled = async () => [
      ...(await paymentsByRunKey(world, 'future:')),
      ...(await paymentsByRunKey(world, 'recurring:')),
    ];
    // the recurring payments come after the future ones in the run: none was made
    expect(await paymentsByRunKey(world, 'recurring:')).toEqual([]);

    // a fresh process 45 seconds later (its reconciler finishes what was started); the run goes on
    world.clock.set(new Date(crashedAt.getTime() + 45_000));
    const second = await buildTestApp(kind, {
      database: world.test.database,
      clock: world.clock,
      processor: world.processor,
      jobs: true,
    });
    await waitFor(async () => {
      const made = await scheduled();
      return made.length === 5 && made.every((payment) => payment.status === 'processed');
    }, 60_000);

    // exactly once: one charge per payment, and no charge without its payment
    const made = await scheduled();
    for (const payment of made) expect(world.processor.chargesFor(payment.id)).toHaveLength(1);
    expect(world.processor.charges.size).toBe(made.length);
    expect(second.logs.some((line) => line.msg === 'billing jobs left by a stopped worker run again')).toBe(
      true,
    );
    expect(
      first.logs.filter((line) => line.job === 'due-payments' && line.msg === 'billing job done'),
    ).toEqual([]);
  });
});
