import { calendarDateIn } from '@hoa/contracts/payment-rules';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { associations } from '../../db/schema/associations';
import type { GlAccountKind } from '../../db/schema/books';
import { AppError } from '../../errors/app-error';

/** One account of the chart with the sums of its lines before a period and within it (debit positive). */
export interface AccountTotals {
  id: number;
  code: string;
  name: string;
  kind: GlAccountKind;
  /** Lines dated before `from`. */
  before: number;
  /** Lines dated from `from` to `to`. */
  during: number;
}

interface TotalsRow {
  id: number;
  code: string;
  name: string;
  kind: GlAccountKind;
  before: string;
  during: string;
}

/**
 * Every account of the association with what its journal lines sum to before `from` and from `from`
 * to `to` (both included): one statement, the figures every report starts from.
 */
export async function accountTotals(
  db: Db,
  options: { associationId: number; from: string; to: string },
): Promise<AccountTotals[]> {
  const { associationId, from, to } = options;
  const rows = await queryRows<TotalsRow>(
    db,
    sql`
      select a.id, a.code, a.name, a.kind,
             coalesce(sum(l.amount) filter (where l.effective_date < ${from}::date), 0) as before,
             coalesce(sum(l.amount) filter (where l.effective_date >= ${from}::date), 0) as during
      from gl_accounts a
      left join journal_lines l on l.gl_account_id = a.id and l.effective_date <= ${to}::date
      where a.association_id = ${associationId}
      group by a.id, a.code, a.name, a.kind
      order by a.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    code: row.code,
    name: row.name,
    kind: row.kind,
    before: Number(row.before),
    during: Number(row.during),
  }));
}

/** The association a report is about: its name and today in its time zone. */
export async function reportAssociation(
  db: Db,
  associationId: number,
  now: Date,
): Promise<{ name: string; timeZone: string; today: string }> {
  const [row] = await db
    .select({ name: associations.name, timeZone: associations.timeZone })
    .from(associations)
    .where(eq(associations.id, associationId));
  if (!row) throw new AppError('NOT_FOUND', 'The association was not found.');
  return { ...row, today: calendarDateIn(now, row.timeZone) };
}

/** The fixed accounts in the order a board reads them; the association's own accounts follow by name. */
const accountOrder = [
  'operating_cash',
  'reserve_cash',
  'cash_clearing',
  'receivable',
  'accounts_payable',
  'fund_balance',
  'assessment_income',
  'late_fee_income',
  'processing_fee_income',
  'large_amount_fee_income',
  'returned_payment_fee_income',
  'violation_fine_income',
];

export function byReadingOrder(a: { code: string; name: string }, b: { code: string; name: string }): number {
  const rank = (code: string) => {
    const index = accountOrder.indexOf(code);
    return index === -1 ? accountOrder.length : index;
  };
  return rank(a.code) - rank(b.code) || a.name.localeCompare(b.name);
}

/** A percentage of `basis` to one decimal, or null without a basis. */
export function percentOf(amount: number, basis: number): number | null {
  if (basis === 0) return null;
  return Math.round((amount * 1000) / basis) / 10;
}
