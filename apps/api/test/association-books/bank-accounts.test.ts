import type { BankAccountList, ReconciliationList, RegisterPage } from '@hoa/contracts/bank-accounts';
import { expect, it } from 'vitest';
import { bankStatementBalances } from '../../src/db/schema/association-books';
import { as, errorOf } from '../calls';
import { assertBooksBalance, forEachDatabase } from '../helper';
import { bankAccountOf, bankNow, bankWorld, postCash, registerFromLines, sumOfLines } from './bank-world';

/** Deposits and withdrawals on 2031 days (after any demo data), two of them on the same day. */
const lines = [
  { date: '2031-01-05', amount: 100_000, memo: 'January dues' },
  { date: '2031-01-09', amount: -12_345, memo: 'Landscaping' },
  { date: '2031-01-09', amount: -655, memo: 'Bank fee' },
  { date: '2031-02-01', amount: 99_999, memo: 'February dues' },
  { date: '2031-02-14', amount: -40_000, memo: 'Pool repair' },
  { date: '2031-03-01', amount: 100_001, memo: 'March dues' },
  { date: '2031-03-20', amount: -1, memo: 'Rounding' },
];

forEachDatabase((kind) => {
  it('shows each bank account with its balance from the books: the sum of its cash lines', {
    timeout: 300_000,
  }, async () => {
    const world = await bankWorld(kind);
    const meadow = world.associationIds.meadow;
    const operating = await bankAccountOf(world, meadow, 'operating');
    const reserve = await bankAccountOf(world, meadow, 'reserve');
    await postCash(world, meadow, lines);
    await postCash(world, meadow, [{ date: '2031-01-02', amount: 500_000 }], 'reserve');

    const response = await as(world.test.app, world.tokens.board).get(`${world.board(meadow)}/BankAccounts`);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<BankAccountList>();
    expect(items.map((item) => item.fund)).toEqual(['operating', 'reserve']);
    const [first, second] = items;
    expect(first?.id).toBe(operating.id);
    expect(first?.balance).toBe(await sumOfLines(world, operating.glAccountId));
    expect(second?.id).toBe(reserve.id);
    expect(second?.balance).toBe(await sumOfLines(world, reserve.glAccountId));
    expect(first?.lastFour).toMatch(/^\d{4}$/);
    // the chair reads them too
    const chair = await as(world.test.app, world.tokens.chair).get(`${world.board(meadow)}/BankAccounts`);
    expect(chair.json<BankAccountList>()).toEqual({ items });
    await assertBooksBalance(world.test.database);
  });

  it('pages the register newest first with running balances carried across pages (keyset)', {
    timeout: 300_000,
  }, async () => {
    const world = await bankWorld(kind);
    const meadow = world.associationIds.meadow;
    const account = await bankAccountOf(world, meadow);
    await postCash(world, meadow, lines);
    const board = as(world.test.app, world.tokens.board);
    const url = `${world.board(meadow)}/BankAccounts/${account.id}/Register`;

    // the whole register, three lines a page
    const seen: RegisterPage['items'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=3&cursor=${cursor}` : '?limit=3';
      const page = await board.get(`${url}${query}`);
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json<RegisterPage>();
      if (pages === 0) expect(body.balance).toBe(await sumOfLines(world, account.glAccountId));
      seen.push(...body.items);
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10_000);
    const expected = await registerFromLines(world, account.glAccountId);
    expect(seen.map(({ id, date, amount, balance }) => ({ id, date, amount, balance }))).toEqual(expected);
    expect(seen[0]?.description).toBe('Rounding');

    // a date range: February and March 2031; its first balance is the book balance at its end
    const range = '&from=2031-02-01&to=2031-03-19';
    const first = (await board.get(`${url}?limit=1${range}`)).json<RegisterPage>();
    expect(first.balance).toBe(await sumOfLines(world, account.glAccountId, '2031-03-19'));
    const second = (
      await board.get(`${url}?limit=5${range}&cursor=${first.nextCursor}`)
    ).json<RegisterPage>();
    const inRange = await registerFromLines(world, account.glAccountId, {
      from: '2031-02-01',
      to: '2031-03-19',
    });
    expect([...first.items, ...second.items].map(({ id, balance }) => ({ id, balance }))).toEqual(
      inRange.map(({ id, balance }) => ({ id, balance })),
    );
    expect(second.nextCursor).toBeNull();
    expect(inRange.map((line) => line.date)).toEqual(['2031-03-01', '2031-02-14', '2031-02-01']);

    // a cursor of another account, a forged one, or one outside the range: 400
    const reserve = await bankAccountOf(world, meadow, 'reserve');
    const foreign = await board.get(
      `${world.board(meadow)}/BankAccounts/${reserve.id}/Register?cursor=${first.nextCursor}`,
    );
    expect(errorOf(foreign).errorCode).toBe('INVALID_CURSOR');
    expect((await board.get(`${url}?cursor=not*base64`)).statusCode).toBe(400);
    const outside = await board.get(`${url}?to=2031-02-28&cursor=${first.nextCursor}`);
    expect(errorOf(outside).errorCode).toBe('INVALID_CURSOR');
    // the range the wrong way round names the field
    const backwards = await board.get(`${url}?from=2031-03-01&to=2031-02-01`);
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).detail).toContain('from');
    expect((await board.get(`${url}?from=2031-02-30`)).statusCode).toBe(400);
    expect((await board.get(`${url}?limit=0`)).statusCode).toBe(400);
    await assertBooksBalance(world.test.database);
  });

  it('exports the register of a range as CSV with running balances', { timeout: 300_000 }, async () => {
    const world = await bankWorld(kind);
    const meadow = world.associationIds.meadow;
    const account = await bankAccountOf(world, meadow);
    await postCash(world, meadow, [...lines, { date: '2031-01-10', amount: -5, memo: '=SUM(A1)' }]);
    const response = await as(world.test.app, world.tokens.board).get(
      `${world.board(meadow)}/BankAccounts/${account.id}/Register/Export?from=2031-01-01&to=2031-01-31`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`bank-register-${account.lastFour}-2031-01-01`);
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Date,Description,Kind,Amount,Balance');
    const january = await registerFromLines(world, account.glAccountId, {
      from: '2031-01-01',
      to: '2031-01-31',
    });
    expect(rows).toHaveLength(january.length + 1);
    const decimal = (value: number) =>
      `${value < 0 ? '-' : ''}${Math.trunc(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, '0')}`;
    expect(rows[1]).toBe(`2031-01-10,'=SUM(A1),transfer,-0.05,${decimal(january[0]?.balance ?? 0)}`);
    expect(rows.at(-1)).toBe(
      `2031-01-05,January dues,transfer,1000.00,${decimal(january.at(-1)?.balance ?? 0)}`,
    );
  });

  it('reconciles each statement balance against the book balance on its date', {
    timeout: 300_000,
  }, async () => {
    const world = await bankWorld(kind);
    const meadow = world.associationIds.meadow;
    const account = await bankAccountOf(world, meadow);
    await postCash(world, meadow, lines);
    const bookOnJan31 = await sumOfLines(world, account.glAccountId, '2031-01-31');
    const bookOnFeb28 = await sumOfLines(world, account.glAccountId, '2031-02-28');
    await world.test.database.db.insert(bankStatementBalances).values([
      {
        bankAccountId: account.id,
        statementDate: '2031-01-31',
        balance: bookOnJan31,
        enteredByUserId: world.userIds.staff,
        enteredAt: bankNow,
      },
      {
        bankAccountId: account.id,
        statementDate: '2031-02-28',
        balance: bookOnFeb28 + 2_500,
        enteredByUserId: world.userIds.staff,
        enteredAt: bankNow,
      },
    ]);
    const board = as(world.test.app, world.tokens.board);
    const response = await board.get(`${world.board(meadow)}/BankAccounts/${account.id}/Reconciliation`);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<ReconciliationList>();
    expect(items.slice(0, 2)).toEqual([
      {
        statementDate: '2031-02-28',
        statementBalance: bookOnFeb28 + 2_500,
        bookBalance: bookOnFeb28,
        difference: 2_500,
        reconciled: false,
        enteredAt: bankNow.toISOString(),
      },
      {
        statementDate: '2031-01-31',
        statementBalance: bookOnJan31,
        bookBalance: bookOnJan31,
        difference: 0,
        reconciled: true,
        enteredAt: bankNow.toISOString(),
      },
    ]);
    // the list shows the latest statement beside the balance
    const list = (await board.get(`${world.board(meadow)}/BankAccounts`)).json<BankAccountList>();
    expect(list.items.find((item) => item.id === account.id)?.latestStatement).toEqual(items[0]);
  });

  it('refuses everyone but the association board: 404 outside it, 403 off the board', {
    timeout: 300_000,
  }, async () => {
    const world = await bankWorld(kind);
    const { meadow, sunset } = world.associationIds;
    const account = await bankAccountOf(world, meadow);
    const other = await bankAccountOf(world, sunset);
    const app = world.test.app;
    const urls = [
      `${world.board(meadow)}/BankAccounts`,
      `${world.board(meadow)}/BankAccounts/${account.id}/Register`,
      `${world.board(meadow)}/BankAccounts/${account.id}/Register/Export`,
      `${world.board(meadow)}/BankAccounts/${account.id}/Reconciliation`,
    ];
    for (const url of urls) {
      expect((await as(app, null).get(url)).statusCode, url).toBe(401);
      expect((await as(app, world.tokens.homeownerA).get(url)).statusCode, url).toBe(404);
      expect((await as(app, world.tokens.homeownerB).get(url)).statusCode, url).toBe(403);
      expect((await as(app, world.tokens.boardOther).get(url)).statusCode, url).toBe(404);
      // staff as themselves use the staff calls; the board side does not know them
      expect((await as(app, world.tokens.staff).get(url)).statusCode, url).toBe(404);
      expect((await as(app, world.tokens.board).get(url)).statusCode, url).toBe(200);
    }
    // another association's account through this association: 404, as is a made-up id
    for (const id of [other.id, 2_147_483_647]) {
      const response = await as(app, world.tokens.board).get(
        `${world.board(meadow)}/BankAccounts/${id}/Register`,
      );
      expect(response.statusCode).toBe(404);
    }
    expect((await as(app, world.tokens.board).get(`${world.board(0)}/BankAccounts`)).statusCode).toBe(400);
  });
});
