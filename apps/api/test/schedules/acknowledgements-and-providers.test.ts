import { billingMessages, paymentErrorCodes } from '@hoa/contracts/billing';
import { achAuthorizationDisclosure, paymentTermsDisclosure } from '@hoa/contracts/payment-disclosures';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { owners } from '../../src/db/schema/owners';
import { as, errorOf, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { scheduleWorld } from './schedule-world';

interface Acknowledgement {
  disclosureId: string;
  version: string;
  confirmedAt: string;
}

forEachDatabase((kind) => {
  describe('acknowledgements', () => {
    it('records consent to the current version once; confirming again keeps the first time', async () => {
      const world = await scheduleWorld(kind);
      const confirm = (id: string, version: string) =>
        as(world.app, world.payer).put(`${paymentsApi}/Acknowledgement/${id}/Confirm`, { version });
      const first = await confirm(paymentTermsDisclosure.id, paymentTermsDisclosure.version);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<Acknowledgement>()).toEqual({
        disclosureId: paymentTermsDisclosure.id,
        version: paymentTermsDisclosure.version,
        confirmedAt: world.clock.now().toISOString(),
      });
      const firstTime = world.clock.now().toISOString();
      world.clock.set(new Date('2026-11-21T15:00:00Z'));
      const again = await confirm(paymentTermsDisclosure.id, paymentTermsDisclosure.version);
      expect(again.json<Acknowledgement>().confirmedAt).toBe(firstTime);
      await confirm(achAuthorizationDisclosure.id, achAuthorizationDisclosure.version);

      expect((await confirm('no-such-disclosure', '2026-01')).statusCode).toBe(404);
      expect(errorOf(await confirm(paymentTermsDisclosure.id, '1999-01')).status).toBe(409);
      expect(
        (
          await as(world.app, world.payer).put(
            `${paymentsApi}/Acknowledgement/${paymentTermsDisclosure.id}/Confirm`,
            {},
          )
        ).statusCode,
      ).toBe(400);

      const mine = await as(world.app, world.payer).get(`${paymentsApi}/Acknowledgement`);
      expect(
        mine.json<{ acknowledgements: Acknowledgement[] }>().acknowledgements.map((one) => one.disclosureId),
      ).toEqual([paymentTermsDisclosure.id, achAuthorizationDisclosure.id]);
      const theirs = await as(world.app, world.neighbour).get(`${paymentsApi}/Acknowledgement`);
      expect(theirs.json<{ acknowledgements: Acknowledgement[] }>().acknowledgements).toEqual([]);
    });
  });

  describe('payment providers', () => {
    it('lists the providers and hands over to one with a short-lived signed token', async () => {
      const world = await scheduleWorld(kind);
      const providers = await as(world.app, world.payer).get(`${paymentsApi}/Payment/Providers`);
      expect(providers.json()).toEqual({
        providers: [
          expect.objectContaining({
            id: 'clickpay',
            name: 'ClickPay portal',
            description: expect.any(String),
          }),
        ],
      });
      const action = await as(world.app, world.payer).post(
        `${paymentsApi}/Payment/Providers/clickpay/Action`,
        {
          action: 'login',
        },
      );
      expect(action.statusCode, action.body).toBe(200);
      const url = new URL(action.json<{ redirectUrl: string }>().redirectUrl);
      expect(url.origin).toBe('https://demo.clickpay.example');
      const claims = decodeJwt(url.searchParams.get('handoff') as string);
      expect(claims).toMatchObject({
        sub: String(world.payer.userId),
        aud: 'clickpay',
        email: world.payer.email,
      });
      expect((claims.exp as number) - (claims.iat as number)).toBe(120);
      expect(
        (await as(world.app, world.payer).post(`${paymentsApi}/Payment/Providers/nobody/Action`, {}))
          .statusCode,
      ).toBe(404);
      expect(
        (await as(world.app, world.payer).post(`${paymentsApi}/Payment/Providers/clickpay/Action`))
          .statusCode,
      ).toBe(200);
    });

    it('refuses with PA037 when none of the user’s owner records has a primary e-mail', async () => {
      const world = await scheduleWorld(kind);
      await world.db.update(owners).set({ primaryEmail: null }).where(eq(owners.id, world.payer.ownerId));
      const refused = await as(world.app, world.payer).post(
        `${paymentsApi}/Payment/Providers/clickpay/Action`,
        {},
      );
      expect(errorOf(refused)).toMatchObject({
        status: 403,
        errorCode: paymentErrorCodes.primaryEmailRequired,
        message: billingMessages.primaryEmailRequired,
      });
      expect(paymentErrorCodes.primaryEmailRequired).toBe('PA037');
    });
  });
});
