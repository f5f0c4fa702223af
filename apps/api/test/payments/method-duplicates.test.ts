import type { PaymentMethodDto } from '@hoa/contracts/billing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentMethods } from '../../src/db/schema/payments';
import { sandboxMethods } from '../../src/db/schema/sandbox-processor';
import { as, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { type PaymentWorld, paymentWorld } from './payment-world';

/** A bank account tokenized at the processor for a new setup, not yet confirmed with us. */
function bankSetup(world: PaymentWorld, who: PaymentWorld['payer'], accountNumber: string) {
  return world.completedSetup(who, 'bank', () =>
    world.processor.tokenizeBank({
      routingNumber: '110000000',
      accountNumber,
      accountType: 'checking',
      holderName: 'Pat Payer',
    }),
  );
}

const duplicatesOf = async (world: PaymentWorld, who: PaymentWorld['payer'], setupId: number) => {
  const response = await as(world.app, who).get(`${paymentsApi}/PaymentMethod/Setup/${setupId}/Duplicates`);
  return { status: response.statusCode, methods: response.json<{ paymentMethods: PaymentMethodDto[] }>() };
};

forEachDatabase((kind) => {
  describe('duplicate saved methods', () => {
    it('names the saved bank account a new one repeats (by the processor fingerprint), before it is saved', async () => {
      const world = await paymentWorld(kind);
      const saved = await world.saveBank(world.payer, '000123456789');

      const again = await bankSetup(world, world.payer, '000123456789');
      const found = await duplicatesOf(world, world.payer, again);
      expect(found.status).toBe(200);
      expect(found.methods.paymentMethods.map((method) => method.id)).toEqual([saved]);

      // another account at the same bank, same last four digits, is not a duplicate
      const other = await bankSetup(world, world.payer, '000999456789');
      expect((await duplicatesOf(world, world.payer, other)).methods.paymentMethods).toEqual([]);

      // the person may still save it: then both are listed, told apart by when they were added
      const kept = await as(world.app, world.payer).put(
        `${paymentsApi}/PaymentMethod/Setup/${again}/Confirm`,
      );
      expect(kept.statusCode, kept.body).toBe(200);
      const listed = (await as(world.app, world.payer).get(`${paymentsApi}/PaymentMethod`)).json<{
        paymentMethods: PaymentMethodDto[];
      }>().paymentMethods;
      expect(listed.filter((method) => method.kind === 'bank')).toHaveLength(2);
      for (const method of listed) expect(method.createdAt).toEqual(expect.any(String));

      // only the fingerprint is kept, never the account number
      const rows = await world.db.select().from(paymentMethods).where(eq(paymentMethods.id, saved));
      expect(rows[0]?.fingerprint).toMatch(/^[\w-]{22}$/);
      expect(JSON.stringify(rows)).not.toContain('123456789');
      const sandboxRows = await world.db.select().from(sandboxMethods);
      expect(JSON.stringify(sandboxRows)).not.toContain('000123456789');
    });

    it('a repeat the person does not keep is never saved, even when the processor reports its setup', async () => {
      const world = await paymentWorld(kind);
      await world.saveBank(world.payer, '000123456789');
      const again = await bankSetup(world, world.payer, '000123456789');
      const dropped = await as(world.app, world.payer).delete(`${paymentsApi}/PaymentMethod/Setup/${again}`);
      expect(dropped.statusCode, dropped.body).toBe(204);
      // the sandbox's "setup succeeded" events arrive afterwards: they save nothing for a cancelled setup
      for (const event of await world.takeEvents()) await world.postEvent(event);
      const listed = (await as(world.app, world.payer).get(`${paymentsApi}/PaymentMethod`)).json<{
        paymentMethods: PaymentMethodDto[];
      }>().paymentMethods;
      expect(listed.filter((method) => method.kind === 'bank')).toHaveLength(1);
      expect(
        (await as(world.app, world.neighbour).delete(`${paymentsApi}/PaymentMethod/Setup/${again}`))
          .statusCode,
      ).toBe(404);
    });

    it("never compares with another person's methods, nor answers for their setup", async () => {
      const world = await paymentWorld(kind);
      await world.saveBank(world.neighbour, '000123456789');
      const mine = await bankSetup(world, world.payer, '000123456789');
      expect((await duplicatesOf(world, world.payer, mine)).methods.paymentMethods).toEqual([]);
      expect((await duplicatesOf(world, world.neighbour, mine)).status).toBe(404);
    });
  });
});
