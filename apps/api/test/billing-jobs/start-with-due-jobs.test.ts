import { eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sandboxEvents } from '../../src/db/schema/sandbox-processor';
import { processDueFuturePayments } from '../../src/modules/billing-jobs/process-due-future-payments';
import type { SandboxProcessor } from '../../src/modules/processor/sandbox/sandbox-processor';
import { buildTestApp, forEachDatabase } from '../helper';
import { sandboxScheduleWorld } from '../schedules/schedule-world';
import { activeFuture, at, paymentsByRunKey } from './job-fixtures';

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

forEachDatabase((kind) => {
  it('the server starts with jobs already due (a webhook to deliver, a payment to make) and runs them', {
    timeout: 150_000,
  }, async () => {
    const world = await sandboxScheduleWorld(kind);
    const sandbox = world.processor as SandboxProcessor;
    const card = await sandbox.tokenizeCard({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    const { id: paymentMethodId } = await world.make.paymentMethod({
      userId: world.payer.userId,
      processorMethodId: card.id,
      createdAt: world.clock.now(),
    });
    const paid = await activeFuture(world, world.payer, {
      paymentMethodId,
      amount: 10_000,
      scheduledDate: '2026-11-23',
    });
    const due = await activeFuture(world, world.payer, {
      paymentMethodId,
      amount: 5_000,
      scheduledDate: '2026-11-24',
    });

    // a card payment on Monday; the server stops before the sandbox's webhook for it goes out
    await processDueFuturePayments(world.deps, { now: at(world, '2026-11-23T15:00:00Z') });
    const [waiting] = await world.db.select().from(sandboxEvents).where(isNull(sandboxEvents.deliveredAt));
    expect(waiting).toBeDefined();
    const delivered = async () => {
      const [event] = await world.db
        .select()
        .from(sandboxEvents)
        .where(eq(sandboxEvents.id, waiting?.id ?? ''));
      return event?.deliveredAt !== null;
    };

    // it starts again a day later, as server.ts starts it: build, then listen; every job is due at once
    at(world, '2026-11-24T15:00:00Z');
    const { app, logs } = await buildTestApp(kind, {
      database: world.test.database,
      clock: world.clock,
      jobs: true,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });

    await waitFor(delivered, 60_000);
    await waitFor(
      async () => (await paymentsByRunKey(world, `future:${due.id}`))[0]?.status === 'processed',
      60_000,
    );
    const [first] = await paymentsByRunKey(world, `future:${paid.id}`);
    expect(first?.status).toBe('processed');
    expect(logs.filter((line) => line.msg === 'billing job failed; it runs again next period')).toEqual([]);
    expect(
      await world.db.select().from(sandboxEvents).where(eq(sandboxEvents.objectType, 'charge')),
    ).toHaveLength(2);
  });
});
