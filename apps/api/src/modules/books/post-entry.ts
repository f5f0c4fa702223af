import type { Cents } from '@hoa/contracts/money';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  type EntryKind,
  type FixedGlAccountCode,
  type GlAccountCode,
  type GlAccountKind,
  glAccountCodes,
  glAccounts,
  journalEntries,
  journalLines,
} from '../../db/schema/books';

export interface EntryLine {
  account: GlAccountCode;
  /** Required on `receivable` lines: the homeowner sub-ledger the line moves. */
  subLedgerId?: number;
  /** Debit positive, credit negative. */
  amount: Cents;
}

export interface NewEntry {
  associationId: number;
  kind: EntryKind;
  memo: string;
  effectiveDate: string;
  postedAt: Date;
  /** What the entry records, once: `payment:12`, `assessment:5:2026-11`. A second post is a no-op. */
  sourceKey: string;
  paymentId?: number;
  reversesEntryId?: number;
  lines: EntryLine[];
}

const fixedAccounts: Record<FixedGlAccountCode, { name: string; kind: GlAccountKind }> = {
  receivable: { name: 'Homeowner receivables', kind: 'asset' },
  cash_clearing: { name: 'Payments in transit', kind: 'asset' },
  operating_cash: { name: 'Operating cash', kind: 'asset' },
  reserve_cash: { name: 'Reserve cash', kind: 'asset' },
  accounts_payable: { name: 'Accounts payable', kind: 'liability' },
  fund_balance: { name: 'Fund balance', kind: 'equity' },
  assessment_income: { name: 'Assessment income', kind: 'income' },
  late_fee_income: { name: 'Late fee income', kind: 'income' },
  processing_fee_income: { name: 'Processing fee income', kind: 'income' },
  large_amount_fee_income: { name: 'Large payment fee income', kind: 'income' },
  returned_payment_fee_income: { name: 'Returned payment fee income', kind: 'income' },
  violation_fine_income: { name: 'Violation fine income', kind: 'income' },
};

/** Creates an association's fixed accounts (idempotent); its expense accounts are its own. */
export async function ensureChartOfAccounts(db: Db, associationId: number): Promise<void> {
  await db
    .insert(glAccounts)
    .values(glAccountCodes.map((code) => ({ associationId, code, ...fixedAccounts[code] })))
    .onConflictDoNothing();
}

async function accountIds(db: Db, associationId: number, codes: GlAccountCode[]) {
  const rows = await db
    .select({ id: glAccounts.id, code: glAccounts.code })
    .from(glAccounts)
    .where(and(eq(glAccounts.associationId, associationId), inArray(glAccounts.code, codes)));
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  for (const code of codes) {
    if (!ids.has(code)) throw new Error(`Association ${associationId} has no ${code} account`);
  }
  return ids;
}

export class UnbalancedEntryError extends Error {
  override readonly name = 'UnbalancedEntryError';
}

/** The entry's non-zero lines, after checking they balance and name sub-ledgers where they must. */
export function postableLines(entry: NewEntry): EntryLine[] {
  const lines = entry.lines.filter((line) => line.amount !== 0);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (lines.length < 2 || total !== 0) {
    throw new UnbalancedEntryError(
      `Entry ${entry.sourceKey} does not balance (${lines.length} lines, sum ${total})`,
    );
  }
  for (const line of lines) {
    if ((line.account === 'receivable') !== (line.subLedgerId !== undefined)) {
      throw new UnbalancedEntryError(
        `Entry ${entry.sourceKey}: receivable lines, and only they, name a sub-ledger`,
      );
    }
  }
  return lines;
}

/**
 * Posts a journal entry exactly once per `sourceKey`. Returns the entry id, and whether this call
 * posted it (false when it was already there). The database checks the balance again at commit.
 */
export async function postEntry(db: Db, entry: NewEntry): Promise<{ id: number; posted: boolean }> {
  // one transaction (a savepoint inside the caller's): the entry and its lines commit together
  return db.transaction((tx) => insertEntry(tx, entry));
}

async function insertEntry(db: Db, entry: NewEntry): Promise<{ id: number; posted: boolean }> {
  const lines = postableLines(entry);
  const [inserted] = await db
    .insert(journalEntries)
    .values({
      associationId: entry.associationId,
      kind: entry.kind,
      memo: entry.memo,
      effectiveDate: entry.effectiveDate,
      postedAt: entry.postedAt,
      sourceKey: entry.sourceKey,
      paymentId: entry.paymentId ?? null,
      reversesEntryId: entry.reversesEntryId ?? null,
    })
    .onConflictDoNothing({ target: journalEntries.sourceKey })
    .returning({ id: journalEntries.id });
  if (!inserted) {
    const [existing] = await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.sourceKey, entry.sourceKey));
    if (!existing) throw new Error(`Entry ${entry.sourceKey} vanished`);
    return { id: existing.id, posted: false };
  }
  const ids = await accountIds(db, entry.associationId, [...new Set(lines.map((line) => line.account))]);
  await db.insert(journalLines).values(
    lines.map((line) => ({
      entryId: inserted.id,
      associationId: entry.associationId,
      glAccountId: ids.get(line.account) as number,
      subLedgerId: line.subLedgerId ?? null,
      amount: line.amount,
      effectiveDate: entry.effectiveDate,
    })),
  );
  return { id: inserted.id, posted: true };
}

/** Posts the mirror image of an entry (a correction); once per original entry. */
export async function reverseEntry(
  db: Db,
  original: { id: number; sourceKey: string },
  reversal: { kind: EntryKind; memo: string; effectiveDate: string; postedAt: Date; paymentId?: number },
): Promise<{ id: number; posted: boolean }> {
  const [head] = await db.select().from(journalEntries).where(eq(journalEntries.id, original.id));
  if (!head) throw new Error(`No entry ${original.id} to reverse`);
  const lines = await db
    .select({
      glAccountId: journalLines.glAccountId,
      subLedgerId: journalLines.subLedgerId,
      amount: journalLines.amount,
    })
    .from(journalLines)
    .where(eq(journalLines.entryId, original.id));
  const codes = await db
    .select({ id: glAccounts.id, code: glAccounts.code })
    .from(glAccounts)
    .where(eq(glAccounts.associationId, head.associationId));
  const codeOf = new Map(codes.map((row) => [row.id, row.code]));
  return postEntry(db, {
    associationId: head.associationId,
    kind: reversal.kind,
    memo: reversal.memo,
    effectiveDate: reversal.effectiveDate,
    postedAt: reversal.postedAt,
    sourceKey: `reversal:${original.sourceKey}`,
    reversesEntryId: original.id,
    paymentId: reversal.paymentId ?? head.paymentId ?? undefined,
    lines: lines.map((line) => ({
      account: codeOf.get(line.glAccountId) as GlAccountCode,
      subLedgerId: line.subLedgerId ?? undefined,
      amount: -line.amount as Cents,
    })),
  });
}
