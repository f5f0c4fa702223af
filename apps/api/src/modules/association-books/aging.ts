import type { AgingBucket } from '@hoa/contracts/association-books';
import { type Cents, cents } from '@hoa/contracts/money';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';

/** One homeowner sub-ledger's aging as of a date (integer cents). */
export interface SubLedgerAging {
  subLedgerId: number;
  /** What the account owes (positive) or holds in credit (negative): the sum of its lines. */
  balance: Cents;
  /** The unpaid part of the charges, by how far past due they are; sums to the owed part of `balance`. */
  buckets: Record<AgingBucket, Cents>;
  /** The due date of the oldest charge still unpaid, or null. */
  oldestUnpaidDueDate: string | null;
}

interface AgingRow {
  sub_ledger_id: number;
  balance: string;
  current: string;
  days1to30: string;
  days31to60: string;
  days61to90: string;
  over90: string;
  oldest_unpaid: string | null;
}

/**
 * The aging statement of `ageSubLedgers` as a query whose rows are `sub_ledger_id, balance, current,
 * days1to30, days31to60, days61to90, over90, oldest_unpaid`, for callers that join, filter and page it.
 */
export function agingQuery(options: {
  associationId: number;
  asOf: string;
  subLedgerIds?: number[] | null;
}): SQL {
  const { associationId, asOf } = options;
  const narrowed = options.subLedgerIds
    ? sql`and l.sub_ledger_id in (select jsonb_array_elements_text(${JSON.stringify(options.subLedgerIds)}::jsonb)::int)`
    : sql``;
  return sql`
    with counted as (
      select l.id, l.sub_ledger_id, l.amount, l.effective_date
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      where l.association_id = ${associationId}
        and l.sub_ledger_id is not null
        and l.effective_date <= ${asOf}::date
        ${narrowed}
        and e.reverses_entry_id is null
        and not exists (
          select 1 from journal_entries r
          where r.reverses_entry_id = e.id and r.effective_date <= ${asOf}::date
        )
    ),
    paid as (
      select sub_ledger_id, coalesce(-sum(amount) filter (where amount < 0), 0) as credits,
             sum(amount) as balance
      from counted group by sub_ledger_id
    ),
    charges as (
      select c.sub_ledger_id, c.effective_date,
             greatest(0, least(c.amount,
               sum(c.amount) over (partition by c.sub_ledger_id order by c.effective_date, c.id) - p.credits
             )) as unpaid,
             ${asOf}::date - c.effective_date as days
      from counted c join paid p using (sub_ledger_id)
      where c.amount > 0
    )
    select p.sub_ledger_id, p.balance,
           coalesce(sum(ch.unpaid) filter (where ch.days <= 0), 0) as current,
           coalesce(sum(ch.unpaid) filter (where ch.days between 1 and 30), 0) as days1to30,
           coalesce(sum(ch.unpaid) filter (where ch.days between 31 and 60), 0) as days31to60,
           coalesce(sum(ch.unpaid) filter (where ch.days between 61 and 90), 0) as days61to90,
           coalesce(sum(ch.unpaid) filter (where ch.days > 90), 0) as over90,
           min(ch.effective_date) filter (where ch.unpaid > 0)::text as oldest_unpaid
    from paid p left join charges ch using (sub_ledger_id)
    group by p.sub_ledger_id, p.balance
    order by p.sub_ledger_id`;
}

/**
 * Ages every receivable sub-ledger of an association as of `asOf` (ADR 123), from the journal alone:
 * - only lines dated on or before `asOf` count;
 * - an entry reversed on or before `asOf` (a returned or refunded payment) counts as never posted, and so
 *   does its reversal: a bounced payment leaves the charges it had paid as old as they were;
 * - a charge (a receivable debit) falls due on its effective date; the account's credits (payments,
 *   credits) pay its charges oldest first; what is left of each charge is aged by the days from its due
 *   date to `asOf`: not yet due or due that day is Current, 1–30, 31–60, 61–90, over 90;
 * - an account whose credits exceed its charges has no aged amount and a negative balance.
 * One statement on either database; `subLedgerIds` narrows it (null: all the association's).
 */
export async function ageSubLedgers(
  db: Db,
  options: { associationId: number; asOf: string; subLedgerIds?: number[] | null },
): Promise<SubLedgerAging[]> {
  const rows = await queryRows<AgingRow>(db, agingQuery(options));
  return rows.map((row) => ({
    subLedgerId: Number(row.sub_ledger_id),
    balance: cents(Number(row.balance)),
    buckets: {
      current: cents(Number(row.current)),
      days1to30: cents(Number(row.days1to30)),
      days31to60: cents(Number(row.days31to60)),
      days61to90: cents(Number(row.days61to90)),
      over90: cents(Number(row.over90)),
    },
    oldestUnpaidDueDate: row.oldest_unpaid,
  }));
}
