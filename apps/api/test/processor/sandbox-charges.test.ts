import { cents } from '@hoa/contracts/money';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database';
import { businessDaysAfter, settlementDaysOf } from '../../src/modules/processor/sandbox/business-days';
import { forEachDatabase } from '../helper';
import { bankMethod, cardMethod, chargeInput, friday, sandboxOn } from './sandbox-fixtures';

/** A key whose bank charge takes `days` business days to settle. */
function keyTaking(days: 2 | 3 | 4): string {
  for (let i = 0; ; i++) if (settlementDaysOf(`bank-${i}`) === days) return `bank-${i}`;
}

const at = (iso: string) => new Date(iso);

describe('business days', () => {
  it('skip the weekend and land at 14:00 UTC', () => {
    expect(businessDaysAfter(friday, 1)).toEqual(at('2026-11-23T14:00:00Z'));
    expect(businessDaysAfter(friday, 2)).toEqual(at('2026-11-24T14:00:00Z'));
    expect(businessDaysAfter(friday, 4)).toEqual(at('2026-11-26T14:00:00Z'));
    expect(businessDaysAfter(at('2026-11-21T23:00:00Z'), 1)).toEqual(at('2026-11-23T14:00:00Z'));
    expect(businessDaysAfter(at('2026-11-16T00:30:00Z'), 3)).toEqual(at('2026-11-19T14:00:00Z'));
  });

  it('2 to 4 days, fixed by the idempotency key', () => {
    const days = new Set(Array.from({ length: 60 }, (_, i) => settlementDaysOf(`k${i}`)));
    expect([...days].sort()).toEqual([2, 3, 4]);
    expect(settlementDaysOf('same')).toBe(settlementDaysOf('same'));
  });
});

forEachDatabase((kind) => {
  describe('idempotency', () => {
    it('the same key gives the same charge: 20 calls in a row and 20 at once make one row', async () => {
      const { processor, database } = await sandboxOn(kind);
      const method = await cardMethod(processor, '4242424242424242');
      const input = chargeInput(method.id, { metadata: { ownerId: '7' } });
      const sequential = [];
      for (let i = 0; i < 20; i++) sequential.push(await processor.charge(input));
      const concurrentInput = chargeInput(method.id);
      const concurrent = await Promise.all(
        Array.from({ length: 20 }, () => processor.charge(concurrentInput)),
      );

      expect(new Set(sequential.map((charge) => charge.id)).size).toBe(1);
      expect(new Set(concurrent.map((charge) => charge.id)).size).toBe(1);
      expect(sequential[19]).toEqual(sequential[0]);
      const counts = await queryRows<{ key: string; n: number }>(
        database.db,
        'select idempotency_key as key, count(*)::int as n from sandbox_charges group by idempotency_key',
      );
      expect(counts.sort((a, b) => a.key.localeCompare(b.key))).toEqual(
        [
          { key: input.idempotencyKey, n: 1 },
          { key: concurrentInput.idempotencyKey, n: 1 },
        ].sort((a, b) => a.key.localeCompare(b.key)),
      );
      const events = await queryRows<{ n: number }>(
        database.db,
        'select count(*)::int as n from sandbox_events',
      );
      expect(events[0]?.n).toBe(2);
    });

    it('the same key with other parameters is an invalid request', async () => {
      const { processor } = await sandboxOn(kind);
      const method = await cardMethod(processor, '4242424242424242');
      const input = chargeInput(method.id);
      await processor.charge(input);
      for (const change of [{ amount: cents(1) }, { reference: 'payment:other' }, { metadata: { a: 'b' } }]) {
        await expect(processor.charge({ ...input, ...change })).rejects.toMatchObject({
          kind: 'invalid_request',
        });
      }
    });

    it('refuses amounts that are not positive whole cents and unknown methods', async () => {
      const { processor } = await sandboxOn(kind);
      const method = await cardMethod(processor, '4242424242424242');
      for (const amount of [0, -5, 1.5]) {
        await expect(
          processor.charge(chargeInput(method.id, { amount: amount as never })),
        ).rejects.toMatchObject({
          kind: 'invalid_request',
        });
      }
      await expect(processor.charge(chargeInput('pm_unknown'))).rejects.toMatchObject({ kind: 'not_found' });
    });

    it('finds the charge made for a reference, preferring the live one over a decline', async () => {
      const { processor } = await sandboxOn(kind);
      expect(await processor.findChargeByReference('payment:none')).toBeNull();
      const declined = await cardMethod(processor, '4000000000000002');
      const good = await cardMethod(processor, '4242424242424242');
      const failed = await processor.charge(chargeInput(declined.id, { reference: 'payment:9' }));
      expect(await processor.findChargeByReference('payment:9')).toEqual(failed);
      const retried = await processor.charge(chargeInput(good.id, { reference: 'payment:9' }));
      expect(await processor.findChargeByReference('payment:9')).toEqual(retried);
      expect(retried.metadata.reference).toBe('payment:9');
    });
  });

  describe('bank charges', () => {
    it.each([2, 3, 4] as const)('settle after %i business days at 14:00 UTC, not before', async (days) => {
      const { processor, clock } = await sandboxOn(kind);
      const method = await bankMethod(processor, '000123456789');
      const charge = await processor.charge(chargeInput(method.id, { idempotencyKey: keyTaking(days) }));
      expect(charge).toMatchObject({ status: 'processing', settledAt: null, failureCode: null });

      const settles = businessDaysAfter(friday, days);
      expect(settles.getUTCDay()).not.toBe(0);
      expect(settles.getUTCDay()).not.toBe(6);
      clock.set(new Date(settles.getTime() - 1));
      expect((await processor.retrieveCharge(charge.id)).status).toBe('processing');
      clock.set(settles);
      expect(await processor.retrieveCharge(charge.id)).toMatchObject({
        status: 'succeeded',
        settledAt: settles,
      });
      clock.set(at('2027-06-01T00:00:00Z'));
      expect(await processor.findChargeByReference(charge.metadata.reference ?? '')).toMatchObject({
        status: 'succeeded',
        returnedAt: null,
      });
    });

    it('000111111113 settles, then is returned R01 one business day later', async () => {
      const { processor, clock } = await sandboxOn(kind);
      const method = await bankMethod(processor, '000111111113');
      const charge = await processor.charge(chargeInput(method.id, { idempotencyKey: keyTaking(2) }));
      const settles = at('2026-11-24T14:00:00Z');
      const returns = at('2026-11-25T14:00:00Z');
      clock.set(settles);
      expect(await processor.retrieveCharge(charge.id)).toMatchObject({
        status: 'succeeded',
        returnedAt: null,
      });
      clock.set(new Date(returns.getTime() - 1));
      expect((await processor.retrieveCharge(charge.id)).status).toBe('succeeded');
      clock.set(returns);
      expect(await processor.retrieveCharge(charge.id)).toMatchObject({
        status: 'returned',
        failureCode: 'R01',
        settledAt: settles,
        returnedAt: returns,
      });
    });

    it('any other valid routing number settles too', async () => {
      const { processor, clock } = await sandboxOn(kind);
      const method = await bankMethod(processor, '000111111113', '021000021');
      expect(method.bank?.bankName).toBe('Sandbox Bank');
      const charge = await processor.charge(chargeInput(method.id, { idempotencyKey: keyTaking(3) }));
      clock.set(at('2026-12-31T00:00:00Z'));
      expect((await processor.retrieveCharge(charge.id)).status).toBe('succeeded');
    });
  });

  describe('refunds', () => {
    it('refund a succeeded charge once per key, in parts, never beyond the amount', async () => {
      const { processor } = await sandboxOn(kind);
      const method = await cardMethod(processor, '4242424242424242');
      const charge = await processor.charge(chargeInput(method.id, { amount: cents(10_000) }));
      const part = { chargeId: charge.id, amount: cents(4_000), idempotencyKey: 'refund-1' };
      expect((await processor.refund(part)).status).toBe('succeeded');
      expect((await processor.refund(part)).status).toBe('succeeded');
      await expect(processor.refund({ ...part, amount: cents(1) })).rejects.toMatchObject({
        kind: 'invalid_request',
      });
      await expect(
        processor.refund({ chargeId: charge.id, amount: cents(6_001), idempotencyKey: 'refund-2' }),
      ).rejects.toMatchObject({ kind: 'invalid_request' });
      const rest = await Promise.all(
        Array.from({ length: 5 }, () =>
          processor.refund({ chargeId: charge.id, amount: cents(6_000), idempotencyKey: 'refund-3' }),
        ),
      );
      expect(rest.map((state) => state.status)).toEqual(Array(5).fill('refunded'));
      await expect(
        processor.refund({ chargeId: charge.id, amount: cents(1), idempotencyKey: 'refund-4' }),
      ).rejects.toMatchObject({ kind: 'invalid_request' });
    });

    it('refuse charges still processing or declined, and unknown charges', async () => {
      const { processor } = await sandboxOn(kind);
      const bank = await processor.charge(chargeInput((await bankMethod(processor, '000123456789')).id));
      const failed = await processor.charge(
        chargeInput((await cardMethod(processor, '4000000000000002')).id),
      );
      for (const chargeId of [bank.id, failed.id]) {
        await expect(
          processor.refund({ chargeId, amount: cents(1), idempotencyKey: `r-${chargeId}` }),
        ).rejects.toMatchObject({ kind: 'invalid_request' });
      }
      await expect(
        processor.refund({ chargeId: 'pi_missing', amount: cents(1), idempotencyKey: 'r-x' }),
      ).rejects.toMatchObject({ kind: 'not_found' });
    });
  });
});
