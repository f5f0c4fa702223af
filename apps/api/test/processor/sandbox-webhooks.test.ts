import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database';
import type { ProcessorEvent } from '../../src/modules/processor/port';
import { settlementDaysOf } from '../../src/modules/processor/sandbox/business-days';
import { forEachDatabase } from '../helper';
import { bankMethod, cardMethod, chargeInput, sandboxOn, webhookSecret } from './sandbox-fixtures';

interface Delivery {
  rawBody: Buffer;
  header: string;
}

function collector() {
  const deliveries: Delivery[] = [];
  const deliver = async (rawBody: Buffer, header: string) => {
    deliveries.push({ rawBody, header });
  };
  return { deliveries, deliver };
}

const typeOf = (delivery: Delivery) => (JSON.parse(delivery.rawBody.toString()) as { type: string }).type;

const twoDayKey = (() => {
  for (let i = 0; ; i++) if (settlementDaysOf(`wh-${i}`) === 2) return `wh-${i}`;
})();

forEachDatabase((kind) => {
  describe('webhook signatures', () => {
    async function oneDelivery() {
      const context = await sandboxOn(kind);
      const method = await cardMethod(context.processor, '4242424242424242');
      const charge = await context.processor.charge(chargeInput(method.id));
      const { deliveries, deliver } = collector();
      expect(await context.processor.deliverDueEvents(context.clock.now(), deliver)).toEqual({
        delivered: 1,
        failed: 0,
      });
      return { ...context, charge, delivery: deliveries[0] as Delivery };
    }

    it('a valid signature verifies and the event carries the charge as it is', async () => {
      const { processor, charge, delivery } = await oneDelivery();
      expect(delivery.header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      const event = await processor.verifyWebhook(delivery.rawBody, delivery.header);
      expect(event).toMatchObject({ type: 'charge.succeeded', charge });
      expect(event.id).toMatch(/^evt_/);
      expect(event.created).toEqual(charge.createdAt);
    });

    it.each([
      ['missing', () => undefined],
      ['malformed', () => 'v1=abc'],
      ['signed with another secret', (d: Delivery) => d.header.replace(/v1=.*/, `v1=${'0'.repeat(64)}`)],
      [
        'with a forged timestamp',
        (d: Delivery) => d.header.replace(/t=(\d+)/, (_, t) => `t=${Number(t) + 1}`),
      ],
    ])('a signature header %s is refused', async (_, header) => {
      const { processor, delivery } = await oneDelivery();
      await expect(processor.verifyWebhook(delivery.rawBody, header(delivery))).rejects.toMatchObject({
        kind: 'invalid_request',
      });
    });

    it('a tampered body is refused', async () => {
      const { processor, delivery } = await oneDelivery();
      const tampered = Buffer.from(
        delivery.rawBody.toString().replace('charge.succeeded', 'charge.refunded'),
      );
      await expect(processor.verifyWebhook(tampered, delivery.header)).rejects.toMatchObject({
        kind: 'invalid_request',
      });
    });

    it('a signature older (or newer) than five minutes is refused', async () => {
      const { processor, delivery, clock } = await oneDelivery();
      const sentAt = clock.now();
      clock.set(new Date(sentAt.getTime() + 300_000));
      await expect(processor.verifyWebhook(delivery.rawBody, delivery.header)).resolves.toBeDefined();
      clock.set(new Date(sentAt.getTime() + 301_000));
      await expect(processor.verifyWebhook(delivery.rawBody, delivery.header)).rejects.toMatchObject({
        kind: 'invalid_request',
      });
      clock.set(new Date(sentAt.getTime() - 301_000));
      await expect(processor.verifyWebhook(delivery.rawBody, delivery.header)).rejects.toMatchObject({
        kind: 'invalid_request',
      });
    });

    it('a correctly signed body that is not an event is refused', async () => {
      const { processor, clock } = await sandboxOn(kind);
      const rawBody = Buffer.from('{"id":"evt_1","object":"event","type":"charge.exploded"}');
      const t = Math.floor(clock.now().getTime() / 1000);
      const v1 = createHmac('sha256', webhookSecret).update(`${t}.`).update(rawBody).digest('hex');
      await expect(processor.verifyWebhook(rawBody, `t=${t},v1=${v1}`)).rejects.toMatchObject({
        kind: 'invalid_request',
      });
    });
  });

  describe('event delivery', () => {
    it('records setup and time-driven charge events as they fall due, each once', async () => {
      const { processor, clock, database } = await sandboxOn(kind);
      const setup = await processor.createSetup({
        methodKinds: ['bank'],
        reference: 'r',
        idempotencyKey: 's',
      });
      const method = await bankMethod(processor, '000111111113');
      await processor.confirmSetup({
        setupId: setup.id,
        clientSecret: setup.clientSecret ?? '',
        methodId: method.id,
      });
      await processor.charge(chargeInput(method.id, { idempotencyKey: twoDayKey }));
      const { deliveries, deliver } = collector();

      await processor.deliverDueEvents(clock.now(), deliver);
      expect(deliveries.map(typeOf)).toEqual(['setup.succeeded']);
      await processor.deliverDueEvents(new Date('2026-11-24T13:59:59Z'), deliver);
      expect(deliveries).toHaveLength(1);
      await processor.deliverDueEvents(new Date('2026-11-24T14:00:00Z'), deliver);
      expect(deliveries.map(typeOf)).toEqual(['setup.succeeded', 'charge.succeeded']);
      // a deliverer that was down for a week sends both, in order, once
      await processor.deliverDueEvents(new Date('2026-12-01T00:00:00Z'), deliver);
      await processor.deliverDueEvents(new Date('2026-12-02T00:00:00Z'), deliver);
      expect(deliveries.map(typeOf)).toEqual(['setup.succeeded', 'charge.succeeded', 'charge.returned']);
      const rows = await queryRows<{ type: string; created_at: Date | string }>(
        database.db,
        'select type, created_at from sandbox_events order by created_at',
      );
      expect(rows.map((row) => [row.type, new Date(row.created_at).toISOString()])).toEqual([
        ['setup.succeeded', '2026-11-20T10:00:00.000Z'],
        ['charge.succeeded', '2026-11-24T14:00:00.000Z'],
        ['charge.returned', '2026-11-25T14:00:00.000Z'],
      ]);
    });

    it('events delivered twice or out of order tell the same end state', async () => {
      const { processor, clock } = await sandboxOn(kind);
      const method = await bankMethod(processor, '000111111113');
      const charge = await processor.charge(chargeInput(method.id, { idempotencyKey: twoDayKey }));
      const received: ProcessorEvent[] = [];
      const receive = async (delivery: Delivery) => {
        received.push(await processor.verifyWebhook(delivery.rawBody, delivery.header));
      };

      // settled: the receiver handles it but its answer is lost, so the sandbox will send it again
      clock.set(new Date('2026-11-24T14:00:00Z'));
      await processor.deliverDueEvents(clock.now(), async (rawBody, header) => {
        await receive({ rawBody, header });
        throw new Error('connection reset');
      });
      expect(received.map((event) => [event.type, event.charge?.status])).toEqual([
        ['charge.succeeded', 'succeeded'],
      ]);

      // a day later the settled event comes again with the returned one; they are handled in reverse
      clock.set(new Date('2026-11-25T14:00:00Z'));
      const { deliveries, deliver } = collector();
      await processor.deliverDueEvents(clock.now(), deliver);
      expect(deliveries.map(typeOf)).toEqual(['charge.succeeded', 'charge.returned']);
      clock.set(new Date('2026-11-25T14:04:00Z'));
      for (const delivery of [...deliveries].reverse()) await receive(delivery);

      const final = await processor.retrieveCharge(charge.id);
      expect(final).toMatchObject({ status: 'returned', failureCode: 'R01' });
      expect(received.at(-1)?.charge).toEqual(final);
      expect(received.slice(1).map((event) => event.charge)).toEqual([final, final]);
      // the repeated delivery is the same event: a receiver recognises it by id
      expect(received[2]?.id).toBe(received[0]?.id);
      expect(received[1]?.type).toBe('charge.returned');
    });

    it('a failed delivery stays due and is sent again next time', async () => {
      const { processor, clock, database } = await sandboxOn(kind);
      await processor.charge(chargeInput((await cardMethod(processor, '4000000000000002')).id));
      const failing = async () => {
        throw new Error('receiver down');
      };
      expect(await processor.deliverDueEvents(clock.now(), failing)).toEqual({ delivered: 0, failed: 1 });
      expect(await processor.deliverDueEvents(clock.now(), failing)).toEqual({ delivered: 0, failed: 1 });
      const { deliveries, deliver } = collector();
      expect(await processor.deliverDueEvents(clock.now(), deliver)).toEqual({ delivered: 1, failed: 0 });
      expect(deliveries.map(typeOf)).toEqual(['charge.failed']);
      expect(await processor.deliverDueEvents(clock.now(), deliver)).toEqual({ delivered: 0, failed: 0 });
      const [row] = await queryRows<{ attempts: number; last_error: string | null }>(
        database.db,
        'select attempts, last_error from sandbox_events',
      );
      expect(row).toEqual({ attempts: 3, last_error: null });
    });
  });
});
