import type { BankAccountList, ReconciliationList } from '@hoa/contracts/bank-accounts';
import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bankAccounts } from '../../src/db/schema/association-books';
import { auditLog } from '../../src/db/schema/audit-log';
import { as, errorOf } from '../calls';
import { assertBooksBalance, forEachDatabase } from '../helper';
import { bankAccountOf, bankWorld, postCash, sumOfLines } from './bank-world';

const newAccount = {
  name: 'Operating checking',
  bankName: 'First Community Bank',
  lastFour: '1234',
  accountType: 'checking',
  fund: 'operating',
};

forEachDatabase((kind) => {
  it('staff enter bank accounts (last four digits only) and statement balances, each audited', {
    timeout: 300_000,
  }, async () => {
    const world = await bankWorld(kind);
    const { meadow } = world.associationIds;
    const sunset = world.fresh;
    const app = world.test.app;
    const staff = as(app, world.tokens.staff);
    const url = `${world.staff(sunset)}/BankAccounts`;

    // bad input names the field; a full account number is refused
    for (const [field, body] of [
      ['lastFour', { ...newAccount, lastFour: '123456789' }],
      ['lastFour', { ...newAccount, lastFour: '12a4' }],
      ['name', { ...newAccount, name: '   ' }],
      ['accountType', { ...newAccount, accountType: 'crypto' }],
      ['fund', { ...newAccount, fund: 'petty' }],
    ] as const) {
      const response = await staff.post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).detail).toContain(field);
    }
    const created = await staff.post(url, newAccount);
    expect(created.statusCode, created.body).toBe(201);
    const [account] = created.json<BankAccountList>().items;
    expect(account).toMatchObject({ name: 'Operating checking', lastFour: '1234', fund: 'operating' });
    const id = account?.id as number;
    // one bank account per fund: the second operating one is a conflict
    expect((await staff.post(url, { ...newAccount, name: 'Another' })).statusCode).toBe(409);
    const changed = await staff.patch(`${url}/${id}`, { lastFour: '9876', name: 'Main checking' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<BankAccountList>().items[0]).toMatchObject({
      lastFour: '9876',
      name: 'Main checking',
    });
    expect((await staff.patch(`${url}/${id}`, {})).statusCode).toBe(400);
    expect((await staff.patch(`${url}/${id}`, { lastFour: '98765' })).statusCode).toBe(400);

    // another association's account through this one: 404 (read and write)
    const meadowAccount = await bankAccountOf(world, meadow);
    expect((await staff.patch(`${url}/${meadowAccount.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect(
      (
        await staff.post(`${url}/${meadowAccount.id}/StatementBalances`, {
          statementDate: '2031-01-31',
          balance: 1,
        })
      ).statusCode,
    ).toBe(404);

    // statement balances: one per date; a second for the date is a 409, PUT replaces it explicitly
    await postCash(world, sunset, [{ date: '2031-01-10', amount: 250_000 }]);
    const statements = `${url}/${id}/StatementBalances`;
    const first = await staff.post(statements, { statementDate: '2031-01-31', balance: 250_000 });
    expect(first.statusCode, first.body).toBe(201);
    const [row] = first.json<ReconciliationList>().items;
    const [stored] = await world.test.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
    const book = await sumOfLines(world, stored?.glAccountId as number, '2031-01-31');
    expect(row).toMatchObject({ statementBalance: 250_000, bookBalance: book, difference: 250_000 - book });
    const again = await staff.post(statements, { statementDate: '2031-01-31', balance: 1 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).detail).toContain('2031-01-31');
    const replaced = await staff.put(`${statements}/2031-01-31`, { balance: 249_000 });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<ReconciliationList>().items[0]?.statementBalance).toBe(249_000);
    expect((await staff.put(`${statements}/2031-02-28`, { balance: 1 })).statusCode).toBe(404);
    for (const body of [
      { statementDate: '2031-02-30', balance: 1 },
      { statementDate: '2031-02-28', balance: 1.5 },
      { statementDate: '2031-02-28', balance: '100' },
      { statementDate: '2031-02-28' },
    ]) {
      expect((await staff.post(statements, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const listed = await staff.get(statements);
    expect(listed.json<ReconciliationList>().items).toHaveLength(1);

    // every write is in the audit trail, the replaced balance with its old value
    const audited = await world.test.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.actorUserId, world.userIds.staff), like(auditLog.route, '%/Staff/Associations/%')),
      );
    expect(audited.map((entry) => [entry.method, entry.status])).toEqual([
      ['POST', 201],
      ['PATCH', 200],
      ['POST', 201],
      ['PUT', 200],
    ]);
    expect(audited[3]?.changes).toMatchObject({ before: { balance: 250_000 }, after: { balance: 249_000 } });

    // only staff of the managing company, as themselves: board, homeowners and mimic mode are refused
    for (const token of [world.tokens.board, world.tokens.homeownerA, world.tokens.mimic]) {
      expect((await as(app, token).get(url)).statusCode).toBe(403);
      expect(
        (await as(app, token).post(statements, { statementDate: '2031-03-31', balance: 1 })).statusCode,
      ).toBe(403);
    }
    expect((await as(app, null).get(url)).statusCode).toBe(401);
    const associations = await staff.get(`${world.staff(0).replace(/\/0$/, '')}`);
    expect(associations.statusCode).toBe(200);
    expect(associations.json<{ items: { id: number }[] }>().items.map((item) => item.id)).toContain(sunset);
    await assertBooksBalance(world.test.database);
  });
});
