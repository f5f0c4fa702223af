import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { as, errorOf } from '../calls';
import { forEachDatabase } from '../helper';
import { readPdf } from '../statements/pdf-text';
import { reportsWorld } from './reports-world';

const reports = [
  ['BalanceSheet', 'asOf=2026-02-28', 'balance-sheet-2026-02-28'],
  ['IncomeStatement', 'from=2026-01-01&to=2026-02-28', 'income-statement-2026-01-01-to-2026-02-28'],
  ['Delinquency', 'asOf=2026-02-28', 'delinquency-2026-02-28'],
  ['CashActivity', 'from=2026-01-01&to=2026-02-28', 'cash-activity-2026-01-01-to-2026-02-28'],
] as const;

forEachDatabase((kind) => {
  describe('board report files', { timeout: 180_000 }, () => {
    it('each report downloads as a readable PDF and a CSV that parses to its figures', async () => {
      const world = await reportsWorld(kind);
      const board = as(world.test.app, world.tokens.board);
      for (const [report, query, name] of reports) {
        const pdf = await board.get(world.url(`${report}/Export?${query}&format=pdf`));
        expect(pdf.statusCode, pdf.body).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${name}.pdf"`);
        const { pages, pageCount } = await readPdf(pdf.rawPayload);
        expect(pageCount).toBe(1);
        expect(pages[0]).toContain('Willow Creek');
        expect(pages[0]).toContain('Page 1 of 1');

        const csv = await board.get(world.url(`${report}/Export?${query}&format=csv`));
        expect(csv.statusCode, csv.body).toBe(200);
        expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(csv.headers['content-disposition']).toBe(`attachment; filename="${name}.csv"`);
        const records = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
        expect(records.length).toBeGreaterThan(0);
        expect(Object.keys(records[0] ?? {})[0]).toBe('Section');
      }
    });

    it('the files carry the page figures: balance sheet and delinquency', async () => {
      const world = await reportsWorld(kind);
      const board = as(world.test.app, world.tokens.board);
      const csv = await board.get(world.url('BalanceSheet/Export?asOf=2026-02-28&format=csv'));
      const rows = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
      const amountOf = (account: string) => rows.find((row) => row.Account === account)?.Amount;
      expect(amountOf('Operating cash')).toBe('8800.00');
      expect(amountOf('Total assets')).toBe('60375.00');
      expect(amountOf('Net income 2026 to date')).toBe('-45.00');
      expect(amountOf('Total liabilities and equity')).toBe('60375.00');

      const pdf = await board.get(world.url('BalanceSheet/Export?asOf=2026-02-28&format=pdf'));
      const { pages } = await readPdf(pdf.rawPayload);
      expect(pages[0]).toContain('Balance sheet');
      expect(pages[0]).toContain('As of Feb 28, 2026');
      expect(pages[0]).toMatch(/Total assets \$60,375\.00/);
      expect(pages[0]).toMatch(/Net income 2026 to date -\$45\.00/);

      const aging = await board.get(world.url('Delinquency/Export?asOf=2026-02-28&format=csv'));
      const accounts = parse(aging.body, { bom: true, columns: true }) as Record<string, string>[];
      expect(accounts.at(-1)).toMatchObject({ Account: 'Total', '31-60': '400.00', 'Total owed': '475.00' });
    });
  });

  describe('who may read the reports', { timeout: 180_000 }, () => {
    it('the board of the association only; bad input is a 400 naming the field', async () => {
      const world = await reportsWorld(kind);
      const { app } = world.test;
      const paths = [
        'BalanceSheet',
        'BalanceSheet/Export?format=pdf',
        'IncomeStatement?from=2026-01-01&to=2026-01-31',
        'IncomeStatement/Export?from=2026-01-01&to=2026-01-31&format=csv',
        'Delinquency',
        'Delinquency/Export?format=csv',
        'CashActivity?from=2026-01-01&to=2026-01-31',
        'CashActivity/Export?from=2026-01-01&to=2026-01-31&format=pdf',
        `AccountLines?accountId=${world.accounts.operating}&to=2026-01-31`,
      ];
      for (const path of paths) {
        expect((await as(app, world.tokens.board).get(world.url(path))).statusCode, path).toBe(200);
        expect((await as(app, null).get(world.url(path))).statusCode, path).toBe(401);
        expect((await as(app, world.tokens.homeowner).get(world.url(path))).statusCode, path).toBe(403);
        expect((await as(app, world.tokens.otherBoard).get(world.url(path))).statusCode, path).toBe(404);
        expect((await as(app, world.tokens.staff).get(world.url(path))).statusCode, path).toBe(404);
        // the board of another association asking about this one, and this board about the other
        expect(
          (await as(app, world.tokens.board).get(world.url(path, world.otherAssociationId))).statusCode,
        ).toBe(404);
      }
      // an account of another association is unknown here
      const foreign = await as(app, world.tokens.otherBoard).get(
        world.url(
          `AccountLines?accountId=${world.accounts.operating}&to=2026-01-31`,
          world.otherAssociationId,
        ),
      );
      expect(foreign.statusCode).toBe(404);

      const board = as(app, world.tokens.board);
      const backwards = errorOf(await board.get(world.url('IncomeStatement?from=2026-02-01&to=2026-01-31')));
      expect(backwards.status).toBe(400);
      expect(backwards.detail).toMatch(/querystring\.from: The start date must be on or before the end date/);
      const notADay = errorOf(await board.get(world.url('BalanceSheet?asOf=2026-02-30')));
      expect(notADay.status).toBe(400);
      expect(notADay.detail).toMatch(/querystring\.asOf/);
      const format = errorOf(await board.get(world.url('Delinquency/Export?format=xlsx')));
      expect(format.status).toBe(400);
      expect(format.detail).toMatch(/querystring\.format/);
      const cash = errorOf(
        await board.get(world.url('CashActivity/Export?from=2026-03-01&to=2026-01-31&format=csv')),
      );
      expect(cash.detail).toMatch(/querystring\.from/);
    });
  });
});
