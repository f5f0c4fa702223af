import { paymentErrorCodes } from '@hoa/contracts/billing';
import { achAuthorizationDisclosure } from '@hoa/contracts/payment-disclosures';
import type { AutoDraftDto } from '@hoa/contracts/scheduled-payments';
import { describe, expect, it } from 'vitest';
import { processAutoDraftPulls } from '../../src/modules/billing-jobs/process-auto-draft-pulls';
import { settlePayments } from '../../src/modules/billing-jobs/run-billing';
import { as, errorOf, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { sandboxScheduleWorld } from '../schedules/schedule-world';
import { at, paymentRow, paymentsByRunKey } from './job-fixtures';

/** The sandbox's test bank account whose debits are returned for insufficient funds (R01). */
const returnsR01 = '000111111113';

forEachDatabase((kind) => {
  describe('with the sandbox processor', () => {
    it('legacy enrollment, an Auto-Draft pull, settlement and an R01 return, end to end', {
      timeout: 60_000,
    }, async () => {
      const world = await sandboxScheduleWorld(kind);
      const who = await world.homeowner('sandbox@example.test', {
        balance: 0,
        associationId: await world.association('legacy'),
      });
      const form = {
        subLedgerId: who.subLedgerId,
        accountType: 'checking',
        routingNumber: '110000000',
        bankName: 'Sandbox Test Bank',
        bankAccountNumber: returnsR01,
        bankAccountNumberConfirmation: returnsR01,
        eSignature: 'Sam Sandbox',
        authorizationVersion: achAuthorizationDisclosure.version,
        acceptAuthorization: true,
        startMonth: '2026-12',
        pullDay: 1,
      };
      const enrolled = await as(world.app, who).put(`${paymentsApi}/LegacyAutoDraft/Enroll`, form, {
        headers: {
          'idempotency-key': 'enroll-1',
        },
      });
      expect(enrolled.statusCode, enrolled.body).toBe(201);
      const enrollment = enrolled.json<AutoDraftDto>();
      // a retry with the same key replays the first answer; nothing is saved twice
      const replay = await as(world.app, who).put(`${paymentsApi}/LegacyAutoDraft/Enroll`, form, {
        headers: {
          'idempotency-key': 'enroll-1',
        },
      });
      expect(replay.json<AutoDraftDto>().id).toBe(enrollment.id);
      expect(
        errorOf(await as(world.app, who).put(`${paymentsApi}/LegacyAutoDraft/Enroll`, form)).errorCode,
      ).toBe(paymentErrorCodes.autoDraftIneligible);

      await world.charge(who.subLedgerId, 25_000, 'december');
      // Tuesday 2026-12-01, 09:00 in New York
      expect(await processAutoDraftPulls(world.deps, { now: at(world, '2026-12-01T14:00:00Z') })).toEqual({
        created: 1,
        charged: 1,
        deactivated: 0,
      });
      const [payment] = await paymentsByRunKey(world, `autodraft:${enrollment.id}:`);
      expect(payment).toMatchObject({ status: 'pending', amount: 25_000 });
      expect(await world.balance(who.subLedgerId)).toBe(0);

      // a week later the debit has settled and then been returned: both recorded, once
      at(world, '2026-12-09T15:00:00Z');
      expect((await settlePayments(world.deps)).updated).toBe(1);
      expect((await settlePayments(world.deps)).updated).toBe(0);
      expect(await paymentRow(world, payment?.id as number)).toMatchObject({ status: 'returned' });
      expect(await world.balance(who.subLedgerId)).toBe(25_000);
      const returned = (await world.mailTo('sandbox@example.test')).filter((mail) =>
        mail.subject.includes('returned'),
      );
      expect(returned).toHaveLength(1);
      expect(returned[0]?.text).toContain('Reason: R01 (insufficient funds)');
    });
  });
});
