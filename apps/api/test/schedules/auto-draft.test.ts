import { billingMessages, paymentErrorCodes } from '@hoa/contracts/billing';
import type { AutoDraftDto } from '@hoa/contracts/scheduled-payments';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentPlans, subLedgers } from '../../src/db/schema/books';
import { autoDraftMessages } from '../../src/modules/schedules/auto-draft-eligibility';
import { as, errorOf, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { type Payer, type ScheduleWorld, scheduleWorld } from './schedule-world';

const setup = (world: ScheduleWorld, who: Payer, body: Record<string, unknown>) =>
  as(world.app, who).post(`${paymentsApi}/AutoDraft/Setup`, {
    subLedgerId: who.subLedgerId,
    startMonth: '2026-12',
    pullDay: 5,
    ...body,
  });

/** A homeowner who owes nothing (only they can enroll), in an association with a $250.00 monthly plan. */
async function enrollable(world: ScheduleWorld, email = 'zero@example.test', associationId?: number) {
  const who = await world.homeowner(email, { balance: 0, ...(associationId ? { associationId } : {}) });
  await world.db
    .insert(assessmentPlans)
    .values({ associationId: who.associationId, description: 'Monthly assessment', amount: 25_000 })
    .onConflictDoNothing();
  return who;
}

const list = async (world: ScheduleWorld, who: Payer, query = '') => {
  const response = await as(world.app, who).get(`${paymentsApi}/AutoDraft${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ enrollments: AutoDraftDto[] }>().enrollments;
};

forEachDatabase((kind) => {
  describe('Auto-Draft (standard)', () => {
    it('shows the processing fee at setup, confirms, moves the pull day and unenrolls', async () => {
      const world = await scheduleWorld(kind);
      const who = await enrollable(world);
      const bank = await world.method(who, 'bank');
      const created = await setup(world, who, { paymentMethodId: bank });
      expect(created.statusCode, created.body).toBe(201);
      const dto = created.json<AutoDraftDto>();
      expect(dto).toMatchObject({
        kind: 'standard',
        status: 'setup',
        subLedgerId: who.subLedgerId,
        accountNumber: who.accountNumber,
        paymentMethodName: 'First Bank checking ending in 6789',
        startMonth: '2026-12',
        pullDay: 5,
        // the bank option's flat $1.50 on the $250.00 monthly assessment
        processingFee: 150,
        nextPullDate: null,
      });
      expect(await list(world, who)).toEqual([]);
      const confirmed = await as(world.app, who).put(`${paymentsApi}/AutoDraft/Setup/Confirm`, {
        enrollmentId: dto.id,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json<AutoDraftDto>()).toMatchObject({ status: 'active', nextPullDate: '2026-12-05' });
      expect(
        errorOf(
          await as(world.app, who).put(`${paymentsApi}/AutoDraft/Setup/Confirm`, { enrollmentId: dto.id }),
        ),
      ).toMatchObject({
        status: 409,
        errorCode: paymentErrorCodes.setupNotOpen,
      });
      const moved = await as(world.app, who).patch(`${paymentsApi}/AutoDraft/${dto.id}`, { pullDay: 20 });
      expect(moved.json<AutoDraftDto>()).toMatchObject({ pullDay: 20, nextPullDate: '2026-12-20' });
      expect(
        (await as(world.app, who).patch(`${paymentsApi}/AutoDraft/${dto.id}`, { pullDay: 29 })).statusCode,
      ).toBe(400);
      expect(
        (await as(world.app, world.payer).patch(`${paymentsApi}/AutoDraft/${dto.id}`, { pullDay: 3 }))
          .statusCode,
      ).toBe(404);
      expect((await list(world, who)).map((row) => row.id)).toEqual([dto.id]);
      expect((await as(world.app, world.payer).delete(`${paymentsApi}/AutoDraft/${dto.id}`)).statusCode).toBe(
        404,
      );
      expect((await as(world.app, who).delete(`${paymentsApi}/AutoDraft/${dto.id}`)).statusCode).toBe(204);
      expect(await list(world, who)).toEqual([]);
    });

    it('refuses accounts with a balance, sub-ledgers, cards, and associations without standard Auto-Draft', async () => {
      const world = await scheduleWorld(kind);
      const ineligible = (message: string) => ({
        status: 422,
        errorCode: paymentErrorCodes.autoDraftIneligible,
        message,
      });
      // the payer owes $250.00
      const payerBank = await world.method(world.payer, 'bank');
      expect(errorOf(await setup(world, world.payer, { paymentMethodId: payerBank }))).toMatchObject(
        ineligible(billingMessages.autoDraftHasBalance),
      );
      const who = await enrollable(world);
      const card = await world.method(who, 'card');
      expect(errorOf(await setup(world, who, { paymentMethodId: card }))).toMatchObject(
        ineligible(billingMessages.autoDraftNeedsBank),
      );
      const bank = await world.method(who, 'bank');
      const special = await world.make.subLedger({
        propertyId: who.propertyId,
        name: 'Special assessment',
      });
      expect(
        errorOf(await setup(world, who, { paymentMethodId: bank, subLedgerId: special.id })),
      ).toMatchObject(ineligible(billingMessages.autoDraftSubLedger));
      expect(errorOf(await setup(world, who, { paymentMethodId: bank, startMonth: '2026-10' })).status).toBe(
        400,
      );
      expect(errorOf(await setup(world, who, { paymentMethodId: bank, startMonth: '2026-13' })).status).toBe(
        400,
      );
      expect((await setup(world, who, { paymentMethodId: bank, pullDay: 0 })).statusCode).toBe(400);
      expect(
        (await setup(world, who, { paymentMethodId: bank, subLedgerId: world.neighbour.subLedgerId }))
          .statusCode,
      ).toBe(404);

      const none = await enrollable(world, 'none@example.test', await world.association('none'));
      const noneBank = await world.method(none, 'bank');
      expect(errorOf(await setup(world, none, { paymentMethodId: noneBank }))).toMatchObject(
        ineligible(billingMessages.autoDraftOff),
      );
      const legacy = await enrollable(world, 'legacy@example.test', await world.association('legacy'));
      const legacyBank = await world.method(legacy, 'bank');
      expect(errorOf(await setup(world, legacy, { paymentMethodId: legacyBank }))).toMatchObject(
        ineligible(autoDraftMessages.useLegacyForm),
      );
      await world.db
        .update(subLedgers)
        .set({ paymentsBlocked: true })
        .where(eq(subLedgers.id, who.subLedgerId));
      expect(errorOf(await setup(world, who, { paymentMethodId: bank }))).toMatchObject({
        status: 403,
        message: billingMessages.blocked,
      });
    });

    it('allows one active enrollment per account, even when two confirms race', async () => {
      const world = await scheduleWorld(kind);
      const who = await enrollable(world);
      const bank = await world.method(who, 'bank');
      const first = (await setup(world, who, { paymentMethodId: bank })).json<AutoDraftDto>();
      const second = (await setup(world, who, { paymentMethodId: bank, pullDay: 10 })).json<AutoDraftDto>();
      const results = await Promise.all(
        [first, second].map((one) =>
          as(world.app, who).put(`${paymentsApi}/AutoDraft/Setup/Confirm`, { enrollmentId: one.id }),
        ),
      );
      expect(results.map((one) => one.statusCode).sort()).toEqual([200, 409]);
      const refused = results.find((one) => one.statusCode === 409);
      expect(refused && errorOf(refused).message).toBe(billingMessages.autoDraftAlreadyEnrolled);
      expect(errorOf(await setup(world, who, { paymentMethodId: bank })).message).toBe(
        billingMessages.autoDraftAlreadyEnrolled,
      );
      expect(await list(world, who)).toHaveLength(1);
    });

    it('confirm: 404 for an unknown or foreign enrollment; ?portalEnabled filters by the account', async () => {
      const world = await scheduleWorld(kind);
      const who = await enrollable(world);
      const bank = await world.method(who, 'bank');
      expect(
        errorOf(
          await as(world.app, who).put(`${paymentsApi}/AutoDraft/Setup/Confirm`, { enrollmentId: 99_999 }),
        ),
      ).toMatchObject({
        status: 404,
        message: billingMessages.noSetup,
      });
      const dto = (await setup(world, who, { paymentMethodId: bank })).json<AutoDraftDto>();
      expect(
        (
          await as(world.app, world.payer).put(`${paymentsApi}/AutoDraft/Setup/Confirm`, {
            enrollmentId: dto.id,
          })
        ).statusCode,
      ).toBe(404);
      await as(world.app, who).put(`${paymentsApi}/AutoDraft/Setup/Confirm`, { enrollmentId: dto.id });
      await world.db
        .update(subLedgers)
        .set({ portalEnabled: false })
        .where(eq(subLedgers.id, who.subLedgerId));
      expect(await list(world, who, '?portalEnabled=true')).toEqual([]);
      expect(await list(world, who, '?portalEnabled=false')).toHaveLength(1);
      expect(await list(world, who)).toHaveLength(1);
    });
  });
});
