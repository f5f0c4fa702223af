import type { Budget, ExpenseAccount, ExpenseAccountList } from '@hoa/contracts/budgets';
import { expect, it } from 'vitest';
import { as, errorOf } from '../calls';
import { assertBooksBalance, forEachDatabase } from '../helper';
import { bankWorld } from './bank-world';

forEachDatabase((kind) => {
  it('staff keep expense accounts and a yearly budget per account', { timeout: 300_000 }, async () => {
    const world = await bankWorld(kind);
    const { sunset, meadow } = world.associationIds;
    const app = world.test.app;
    const staff = as(app, world.tokens.staff);
    const accounts = `${world.staff(sunset)}/ExpenseAccounts`;

    const created = await staff.post(accounts, { name: 'Snow Removal & Salt' });
    expect(created.statusCode, created.body).toBe(201);
    const snow = created.json<ExpenseAccount>();
    expect(snow).toMatchObject({ code: 'expense_snow_removal_salt', name: 'Snow Removal & Salt' });
    // the same code again is a conflict; a name without letters or digits names the field
    const twice = await staff.post(accounts, { name: 'snow removal salt' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).detail).toContain('expense_snow_removal_salt');
    const empty = await staff.post(accounts, { name: '&&&' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).detail).toContain('name');
    const renamed = await staff.patch(`${accounts}/${snow.id}`, { name: 'Snow removal' });
    expect(renamed.json<ExpenseAccount>()).toMatchObject({
      code: 'expense_snow_removal_salt',
      name: 'Snow removal',
    });
    const listed = (await staff.get(accounts)).json<ExpenseAccountList>();
    expect(listed.items.map((item) => item.name)).toContain('Snow removal');

    // the budget table: income and expense accounts, amounts in cents, null removes one
    const budgetUrl = `${world.staff(sunset)}/Budgets/2027`;
    const empty2027 = (await staff.get(budgetUrl)).json<Budget>();
    expect(empty2027.lines.every((line) => line.amount === null)).toBe(true);
    const income = empty2027.lines.find((line) => line.code === 'assessment_income');
    expect(income?.kind).toBe('income');
    const saved = await staff.put(budgetUrl, {
      lines: [
        { glAccountId: snow.id, amount: 1_200_000 },
        { glAccountId: income?.glAccountId, amount: 9_000_000 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const amounts = (budget: Budget) =>
      Object.fromEntries(
        budget.lines.filter((line) => line.amount !== null).map((line) => [line.code, line.amount]),
      );
    expect(amounts(saved.json<Budget>())).toEqual({
      expense_snow_removal_salt: 1_200_000,
      assessment_income: 9_000_000,
    });
    const again = await staff.put(budgetUrl, {
      lines: [
        { glAccountId: snow.id, amount: 0 },
        { glAccountId: income?.glAccountId, amount: null },
      ],
    });
    expect(amounts(again.json<Budget>())).toEqual({ expense_snow_removal_salt: 0 });
    // another year is its own
    expect(amounts((await staff.get(`${world.staff(sunset)}/Budgets/2028`)).json<Budget>())).toEqual({});

    // bad input names the field; cash or another association's account is not budgeted
    const meadowSnow = (
      await staff.post(`${world.staff(meadow)}/ExpenseAccounts`, { name: 'Gazebo upkeep' })
    ).json<ExpenseAccount>();
    for (const [field, lines] of [
      ['lines.0.amount', [{ glAccountId: snow.id, amount: -1 }]],
      ['lines.0.amount', [{ glAccountId: snow.id, amount: 10.5 }]],
      ['lines.0.glAccountId', [{ glAccountId: meadowSnow.id, amount: 1 }]],
      [
        'lines',
        [
          { glAccountId: snow.id, amount: 1 },
          { glAccountId: snow.id, amount: 2 },
        ],
      ],
    ] as const) {
      const response = await staff.put(budgetUrl, { lines });
      expect(response.statusCode, JSON.stringify(lines)).toBe(400);
      expect(errorOf(response).detail).toContain(field);
    }
    expect((await staff.get(`${world.staff(sunset)}/Budgets/1999`)).statusCode).toBe(400);
    // another association's expense account through this one: 404
    expect((await staff.patch(`${accounts}/${meadowSnow.id}`, { name: 'Mine' })).statusCode).toBe(404);
    // board members, homeowners and mimic mode are refused
    for (const token of [world.tokens.board, world.tokens.homeownerB, world.tokens.mimic]) {
      expect(
        (await as(app, token).put(budgetUrl, { lines: [{ glAccountId: snow.id, amount: 1 }] })).statusCode,
      ).toBe(403);
    }
    await assertBooksBalance(world.test.database);
  });
});
