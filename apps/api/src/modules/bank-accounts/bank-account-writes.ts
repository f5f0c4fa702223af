import {
  type BankAccountChange,
  type BankAccountForm,
  bankAccountMessages,
  type StatementBalanceForm,
} from '@hoa/contracts/bank-accounts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bankAccounts, bankStatementBalances } from '../../db/schema/association-books';
import { glAccounts } from '../../db/schema/books';
import { AppError } from '../../errors/app-error';
import { type BoardAction, recordBoardAction } from '../audit/board-audit';
import { ensureChartOfAccounts } from '../books/post-entry';
import { type BankAccountRow, cashCodeOf, loadBankAccount } from './bank-account-reads';

/*
 * What staff enter about an association's bank accounts (issue 17, ADR 126): the accounts themselves
 * (never a full account number, only its last four digits) and the balances of their statements. Each
 * write and its audit row commit together.
 */

const conflict = (detail: string) => new AppError('CONFLICT', 'Conflict', { detail });

const auditedFields = (row: BankAccountRow) => ({
  name: row.name,
  bankName: row.bankName,
  lastFour: row.lastFour,
  accountType: row.accountType,
  fund: row.fund,
});

/** A new bank account on the fund's cash account; 409 when that fund has one already. */
export async function createBankAccount(
  db: Db,
  action: BoardAction,
  associationId: number,
  form: BankAccountForm,
): Promise<BankAccountRow> {
  return db.transaction(async (tx) => {
    await ensureChartOfAccounts(tx, associationId);
    const [cash] = await tx
      .select({ id: glAccounts.id })
      .from(glAccounts)
      .where(and(eq(glAccounts.associationId, associationId), eq(glAccounts.code, cashCodeOf(form.fund))));
    if (!cash) throw new Error(`Association ${associationId} has no ${form.fund} cash account`);
    const { fund, ...fields } = form;
    const [created] = await tx
      .insert(bankAccounts)
      .values({ associationId, glAccountId: cash.id, ...fields })
      .onConflictDoNothing()
      .returning({ id: bankAccounts.id });
    if (!created) throw conflict(bankAccountMessages.fundTaken(fund));
    const row = await loadBankAccount(tx, associationId, created.id);
    await recordBoardAction(tx, action, {
      object: `bankAccount:${row.id}`,
      status: 201,
      before: null,
      after: auditedFields(row),
    });
    return row;
  });
}

/** Renames or corrects a bank account of the association (404 for another association's). */
export async function updateBankAccount(
  db: Db,
  action: BoardAction,
  associationId: number,
  bankAccountId: number,
  change: BankAccountChange,
): Promise<BankAccountRow> {
  return db.transaction(async (tx) => {
    const before = await loadBankAccount(tx, associationId, bankAccountId);
    await tx.update(bankAccounts).set(change).where(eq(bankAccounts.id, bankAccountId));
    const after = await loadBankAccount(tx, associationId, bankAccountId);
    await recordBoardAction(tx, action, {
      object: `bankAccount:${bankAccountId}`,
      status: 200,
      before: auditedFields(before),
      after: auditedFields(after),
    });
    return after;
  });
}

/**
 * A statement balance for a day that has none (ADR 126): a second one for the same day is a 409, so a
 * typo never silently overwrites what a colleague entered; `replaceStatementBalance` changes one.
 */
export async function addStatementBalance(
  db: Db,
  action: BoardAction,
  account: BankAccountRow,
  form: StatementBalanceForm,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bankStatementBalances)
      .values({
        bankAccountId: account.id,
        statementDate: form.statementDate,
        balance: form.balance,
        enteredByUserId: action.principal.userId,
        enteredAt: action.now,
      })
      .onConflictDoNothing()
      .returning({ id: bankStatementBalances.id });
    if (!created) throw conflict(bankAccountMessages.statementExists(form.statementDate));
    await recordBoardAction(tx, action, {
      object: `bankAccount:${account.id}:statement:${form.statementDate}`,
      status: 201,
      before: null,
      after: { ...form },
    });
  });
}

/** Replaces the balance of a day's statement (404 when the day has none), keeping the old one in the audit. */
export async function replaceStatementBalance(
  db: Db,
  action: BoardAction,
  account: BankAccountRow,
  form: StatementBalanceForm,
): Promise<void> {
  await db.transaction(async (tx) => {
    const where = and(
      eq(bankStatementBalances.bankAccountId, account.id),
      eq(bankStatementBalances.statementDate, form.statementDate),
    );
    const [before] = await tx
      .select({ balance: bankStatementBalances.balance })
      .from(bankStatementBalances)
      .where(where)
      .for('update');
    if (!before) {
      throw new AppError('NOT_FOUND', 'Not Found', {
        detail: bankAccountMessages.noStatement(form.statementDate),
      });
    }
    await tx
      .update(bankStatementBalances)
      .set({ balance: form.balance, enteredByUserId: action.principal.userId, enteredAt: action.now })
      .where(where);
    await recordBoardAction(tx, action, {
      object: `bankAccount:${account.id}:statement:${form.statementDate}`,
      status: 200,
      before: { statementDate: form.statementDate, balance: before.balance },
      after: { ...form },
    });
  });
}
