import type { AssociationPaymentOptions, SubLedgerAccount } from '@hoa/contracts/billing';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { subLedgers } from '../../src/db/schema/books';
import { as, paymentsApi } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';
import { billingWorld, ledgerEntry, post } from './billing-fixtures';

// the first test of a file builds the database templates (migrations, demo seed) on a shared machine
vi.setConfig({ testTimeout: 120_000 });

forEachDatabase((kind) => {
  it("lists the owner's sub-ledgers with balances, filtered by portalEnabled and accountNumber", async () => {
    const test = await buildTestApp(kind);
    const world = await billingWorld(test);
    const { associationId, primary, second, foreign } = world;
    await post(test.database.db, [
      ledgerEntry(associationId, primary, { key: 'a', date: '2026-01-01', amount: 30_000 }),
      ledgerEntry(associationId, primary, { key: 'b', date: '2026-01-09', amount: -12_500 }),
      ledgerEntry(associationId, second, { key: 'c', date: '2026-01-02', amount: -5_000 }),
      ledgerEntry(associationId, foreign, { key: 'd', date: '2026-01-02', amount: 40_000 }),
    ]);
    await test.database.db.update(subLedgers).set({ portalEnabled: false }).where(eq(subLedgers.id, second));

    const all = await as(test.app, world.ownerToken).get(`${paymentsApi}/Account`);
    expect(all.statusCode).toBe(200);
    const accounts = all.json<{ accounts: SubLedgerAccount[] }>().accounts;
    expect(accounts.map((a) => [a.subLedgerId, a.name, a.balance, a.isPrimary, a.portalEnabled])).toEqual([
      [primary, 'Assessments', 17_500, true, true],
      [second, 'Special assessment', -5_000, false, false],
    ]);
    expect(accounts[0]).toMatchObject({
      accountNumber: world.accountNumber,
      associationId,
      paymentsBlocked: false,
      paymentsDisabled: false,
      autoDraftType: 'standard',
      autoDraftEligible: false,
      autoDraftIneligibleReason: expect.stringContaining('balance'),
    });
    expect(accounts[1]?.autoDraftIneligibleReason).toMatch(/sub-ledger/);

    const enabled = await as(test.app, world.ownerToken).get(`${paymentsApi}/Account?portalEnabled=true`);
    expect(enabled.json<{ accounts: SubLedgerAccount[] }>().accounts.map((a) => a.subLedgerId)).toEqual([
      primary,
    ]);
    const disabled = await as(test.app, world.ownerToken).get(`${paymentsApi}/Account?portalEnabled=false`);
    expect(disabled.json<{ accounts: SubLedgerAccount[] }>().accounts.map((a) => a.subLedgerId)).toEqual([
      second,
    ]);
    const byNumber = await as(test.app, world.otherToken).get(
      `${paymentsApi}/Account?accountNumber=${world.accountNumber}`,
    );
    expect(byNumber.json()).toEqual({ accounts: [] });
    expect(
      (await as(test.app, world.ownerToken).get(`${paymentsApi}/Account?portalEnabled=yes`)).statusCode,
    ).toBe(400);
  });

  it('gives staff acting as themselves no accounts, and 401 without a token', async () => {
    const test = await buildTestApp(kind);
    const world = await billingWorld(test);
    expect((await as(test.app, world.staffToken).get(`${paymentsApi}/Account`)).json()).toEqual({
      accounts: [],
    });
    expect((await as(test.app, world.staffToken).get(`${paymentsApi}/Charge`)).json()).toEqual({
      charges: [],
    });
    expect((await as(test.app, null).get(`${paymentsApi}/Account`)).statusCode).toBe(401);
  });

  it("answers an association's payment options, with defaults where it has none, to its members only", async () => {
    const test = await buildTestApp(kind);
    const bare = await billingWorld(test);
    const path = `/Association/${bare.associationId}/PaymentOption`;
    const defaults = await as(test.app, bare.ownerToken).get(`${paymentsApi}${path}`);
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json()).toEqual({
      associationId: bare.associationId,
      autoDraftType: 'standard',
      largeAmountThreshold: 200_000,
      largeAmountFeeBasisPoints: 100,
      options: [
        { methodKind: 'card', enabled: true, feeType: 'flat', feeBasisPoints: 0, feeFlat: 0 },
        { methodKind: 'bank', enabled: true, feeType: 'flat', feeBasisPoints: 0, feeFlat: 0 },
      ],
    } satisfies AssociationPaymentOptions);
    // another owner of the same association is a member too; an outsider, staff and a made-up id are not
    expect((await as(test.app, bare.otherToken).get(`${paymentsApi}${path}`)).statusCode).toBe(200);
    expect((await as(test.app, bare.outsiderToken).get(`${paymentsApi}${path}`)).statusCode).toBe(404);
    expect((await as(test.app, bare.staffToken).get(`${paymentsApi}${path}`)).statusCode).toBe(404);
    expect(
      (await as(test.app, bare.ownerToken).get(`${paymentsApi}/Association/999999/PaymentOption`)).statusCode,
    ).toBe(404);
    expect(
      (await as(test.app, bare.ownerToken).get(`${paymentsApi}/Association/abc/PaymentOption`)).statusCode,
    ).toBe(400);
    expect((await as(test.app, null).get(`${paymentsApi}${path}`)).statusCode).toBe(401);
  });

  it('answers the options the association set', async () => {
    const test = await buildTestApp(kind);
    const world = await billingWorld(test, { withOptions: true });
    const response = await as(test.app, world.ownerToken).get(
      `${paymentsApi}/Association/${world.associationId}/PaymentOption`,
    );
    expect(response.json<AssociationPaymentOptions>().options).toEqual([
      { methodKind: 'card', enabled: true, feeType: 'percent', feeBasisPoints: 295, feeFlat: 0 },
      { methodKind: 'bank', enabled: false, feeType: 'flat', feeBasisPoints: 0, feeFlat: 150 },
    ]);
  });
});
