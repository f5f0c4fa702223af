import { billingMessages, paymentErrorCodes } from '@hoa/contracts/billing';
import { achAuthorizationDisclosure, disclosureText } from '@hoa/contracts/payment-disclosures';
import type { AutoDraftDto } from '@hoa/contracts/scheduled-payments';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { achAuthorizations, autoDraftEnrollments, paymentMethods } from '../../src/db/schema/payments';
import { autoDraftMessages } from '../../src/modules/schedules/auto-draft-eligibility';
import { as, errorOf, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { legacyAutoDraftForm } from './legacy-auto-draft-form';
import { type Payer, type ScheduleWorld, scheduleWorld } from './schedule-world';

/** The test processor cannot verify accounts starting 0000. */
const unverifiable = '000012345678';

async function legacyHomeowner(world: ScheduleWorld): Promise<Payer> {
  return world.homeowner('legacy@example.test', {
    balance: 0,
    associationId: await world.association('legacy'),
  });
}

const enroll = (world: ScheduleWorld, who: Payer, changes: Record<string, unknown> = {}) =>
  as(world.app, who).put(`${paymentsApi}/LegacyAutoDraft/Enroll`, legacyAutoDraftForm(who, changes));

forEachDatabase((kind) => {
  describe('legacy Auto-Draft', () => {
    it('shows the authorization to sign for the account', async () => {
      const world = await scheduleWorld(kind);
      const who = await legacyHomeowner(world);
      const response = await as(world.app, who).post(`${paymentsApi}/LegacyAutoDraft/Setup`, {
        subLedgerId: who.subLedgerId,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        subLedgerId: who.subLedgerId,
        accountNumber: who.accountNumber,
        authorizationVersion: achAuthorizationDisclosure.version,
        authorizationText: disclosureText(achAuthorizationDisclosure),
      });
      expect(
        (
          await as(world.app, who).post(`${paymentsApi}/LegacyAutoDraft/Setup`, {
            subLedgerId: world.payer.subLedgerId,
          })
        ).statusCode,
      ).toBe(404);
      // the payer's association takes saved bank accounts instead
      expect(
        errorOf(
          await as(world.app, world.payer).post(`${paymentsApi}/LegacyAutoDraft/Setup`, {
            subLedgerId: world.payer.subLedgerId,
          }),
        ),
      ).toMatchObject({ status: 422, message: autoDraftMessages.useSavedBankAccount });
    });

    it('saves the account with the processor, keeps the signed authorization unchangeably, and enrolls', async () => {
      const world = await scheduleWorld(kind);
      const who = await legacyHomeowner(world);
      const response = await as(world.app, who)
        .put(`${paymentsApi}/LegacyAutoDraft/Enroll`, legacyAutoDraftForm(who), { headers: {} })
        .then(async (first) => {
          expect(first.statusCode, first.body).toBe(201);
          return first;
        });
      const dto = response.json<AutoDraftDto>();
      expect(dto).toMatchObject({
        kind: 'legacy',
        status: 'active',
        subLedgerId: who.subLedgerId,
        paymentMethodName: 'First Bank checking ending in 4321',
        startMonth: '2026-12',
        pullDay: 5,
        nextPullDate: '2026-12-05',
      });
      const [method] = await world.db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.id, dto.paymentMethodId));
      expect(method).toMatchObject({ kind: 'bank', last4: '4321', userId: who.userId, status: 'active' });
      expect(world.processor.bankAccounts.get(method?.processorMethodId as string)).toEqual({
        routingNumber: '110000000',
        accountNumber: '987654321',
      });
      const [enrollment] = await world.db
        .select()
        .from(autoDraftEnrollments)
        .where(eq(autoDraftEnrollments.id, dto.id));
      const [authorization] = await world.db
        .select()
        .from(achAuthorizations)
        .where(eq(achAuthorizations.id, enrollment?.authorizationId as number));
      expect(authorization).toMatchObject({
        userId: who.userId,
        propertyId: who.propertyId,
        text: disclosureText(achAuthorizationDisclosure),
        version: achAuthorizationDisclosure.version,
        signatureName: 'Pat Payer',
        signedAt: world.clock.now(),
        ipAddress: '127.0.0.1',
        bankName: 'First Bank',
        routingNumber: '110000000',
        accountLast4: '4321',
        accountType: 'checking',
      });
      // the full account number is nowhere in our database
      const dump = JSON.stringify([
        await world.db.select().from(paymentMethods),
        await world.db.select().from(achAuthorizations),
        await world.db.select().from(autoDraftEnrollments),
      ]);
      expect(dump).not.toContain('987654321');

      await expect(
        world.db.execute(sql`update ach_authorizations set bank_name = 'Changed'`),
      ).rejects.toThrow();
      await expect(world.db.execute(sql`delete from ach_authorizations`)).rejects.toThrow();
      const [kept] = await world.db.select().from(achAuthorizations);
      expect(kept?.bankName).toBe('First Bank');

      expect(errorOf(await enroll(world, who))).toMatchObject({
        status: 409,
        message: billingMessages.autoDraftAlreadyEnrolled,
      });
    });

    it('checks the form: routing number, bank name, matching account numbers, signature, acceptance, version', async () => {
      const world = await scheduleWorld(kind);
      const who = await legacyHomeowner(world);
      const refused = async (changes: Record<string, unknown>, text: string) => {
        const error = errorOf(await enroll(world, who, changes));
        expect(error.status, JSON.stringify(changes)).toBe(400);
        expect(`${error.message} ${error.detail}`).toContain(text);
      };
      await refused({ routingNumber: '' }, billingMessages.routingRequired);
      await refused({ routingNumber: undefined }, billingMessages.routingRequired);
      await refused({ routingNumber: '11000000' }, billingMessages.routingDigits);
      await refused({ routingNumber: '123456789' }, billingMessages.routingChecksum);
      await refused({ routingNumber: '000000000' }, billingMessages.routingChecksum);
      await refused({ bankName: '  ' }, billingMessages.bankNameRequired);
      await refused({ bankAccountNumber: '' }, billingMessages.accountNumberRequired);
      await refused({ bankAccountNumberConfirmation: '' }, billingMessages.accountConfirmationRequired);
      await refused({ bankAccountNumberConfirmation: '987654320' }, billingMessages.accountNumbersMatch);
      await refused({ eSignature: '' }, billingMessages.eSignatureRequired);
      await refused({ acceptAuthorization: false }, billingMessages.authorizationRequired);
      expect(errorOf(await enroll(world, who, { authorizationVersion: '2020-01' }))).toMatchObject({
        status: 409,
        message: autoDraftMessages.authorizationChanged,
      });
      expect(
        errorOf(
          await enroll(world, who, {
            bankAccountNumber: unverifiable,
            bankAccountNumberConfirmation: unverifiable,
          }),
        ),
      ).toMatchObject({ status: 422, message: 'The bank could not verify this account.' });
      expect((await enroll(world, who, { subLedgerId: world.payer.subLedgerId })).statusCode).toBe(404);
      expect(await world.db.select().from(achAuthorizations)).toEqual([]);
      expect(await world.db.select().from(autoDraftEnrollments)).toEqual([]);
    });

    it('refuses an account that owes a balance', async () => {
      const world = await scheduleWorld(kind);
      const who = await world.homeowner('owing@example.test', {
        associationId: await world.association('legacy'),
      });
      expect(errorOf(await enroll(world, who))).toMatchObject({
        status: 422,
        errorCode: paymentErrorCodes.autoDraftIneligible,
        message: billingMessages.autoDraftHasBalance,
      });
    });
  });
});
