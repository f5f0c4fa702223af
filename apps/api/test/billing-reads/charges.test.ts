import { expect, it, vi } from 'vitest';
import { fixedClock } from '../../src/clock';
import { as, paymentsApi } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';
import { billingWorld, ownerTokenNow } from './billing-fixtures';

// the first test of a file builds the database templates (migrations, demo seed) on a shared machine
vi.setConfig({ testTimeout: 120_000 });

interface Charges {
  charges: {
    subLedgerId: number;
    accountNumber: string;
    dueDate: string;
    description: string;
    amount: number;
  }[];
}

forEachDatabase((kind) => {
  it('lists charges due from today through 25 days ahead, in the association time zone', async () => {
    const clock = fixedClock(new Date('2026-03-21T16:00:00Z'));
    const test = await buildTestApp(kind, { clock });
    // due on the 15th; New York
    const world = await billingWorld(test, { dueDay: 15 });
    const dueDates = async () =>
      (await as(test.app, await ownerTokenNow(test, world)).get(`${paymentsApi}/Charge`))
        .json<Charges>()
        .charges.map((c) => c.dueDate);

    // Mar 21 + 25 days = Apr 15: the last day of the window
    const [charge] = (await as(test.app, world.ownerToken).get(`${paymentsApi}/Charge`)).json<Charges>()
      .charges;
    expect(charge).toEqual({
      subLedgerId: world.primary,
      accountNumber: world.accountNumber,
      dueDate: '2026-04-15',
      description: 'Monthly assessment',
      amount: 30_000,
    });
    // Mar 20: Apr 15 is 26 days away, Mar 15 has passed
    clock.set(new Date('2026-03-20T16:00:00Z'));
    expect(await dueDates()).toEqual([]);
    // 11:30 pm on Mar 20 in New York is Mar 21 in UTC: still Mar 20 there
    clock.set(new Date('2026-03-21T03:30:00Z'));
    expect(await dueDates()).toEqual([]);
    clock.set(new Date('2026-03-21T04:30:00Z'));
    expect(await dueDates()).toEqual(['2026-04-15']);
    // due today counts; May 15 is 30 days away
    clock.set(new Date('2026-04-15T16:00:00Z'));
    expect(await dueDates()).toEqual(['2026-04-15']);
  });

  it('follows the association time zone (Phoenix, UTC−7 all year)', async () => {
    const clock = fixedClock(new Date('2026-11-06T06:30:00Z'));
    const test = await buildTestApp(kind, { clock });
    const world = await billingWorld(test, { timeZone: 'America/Phoenix', dueDay: 1 });
    const dueDates = async () =>
      (await as(test.app, await ownerTokenNow(test, world)).get(`${paymentsApi}/Charge`))
        .json<Charges>()
        .charges.map((c) => c.dueDate);
    // Nov 5, 11:30 pm in Phoenix: Dec 1 is 26 days away
    expect(await dueDates()).toEqual([]);
    clock.set(new Date('2026-11-06T07:30:00Z'));
    expect(await dueDates()).toEqual(['2026-12-01']);
  });

  it("filters by sub-ledger and account, has none for a second sub-ledger, 404 for another owner's", async () => {
    const clock = fixedClock(new Date('2026-03-21T16:00:00Z'));
    const test = await buildTestApp(kind, { clock });
    const world = await billingWorld(test, { dueDay: 15 });
    const count = async (query: string) =>
      (await as(test.app, world.ownerToken).get(`${paymentsApi}/Charge${query}`)).json<Charges>().charges
        .length;
    expect(await count(`?subLedgerId=${world.primary}`)).toBe(1);
    expect(await count(`?subLedgerId=${world.second}`)).toBe(0);
    expect(await count(`?accountNumber=${world.accountNumber}`)).toBe(1);
    expect(await count('?accountNumber=NOPE')).toBe(0);
    expect(
      (await as(test.app, world.ownerToken).get(`${paymentsApi}/Charge?subLedgerId=${world.foreign}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await as(test.app, world.otherToken).get(`${paymentsApi}/Charge`)).json<Charges>().charges,
    ).toEqual([expect.objectContaining({ subLedgerId: world.foreign, dueDate: '2026-04-15' })]);
  });
});
