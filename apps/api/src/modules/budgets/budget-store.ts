import {
  type Budget,
  type BudgetForm,
  budgetMessages,
  type ExpenseAccount,
  expenseCodeOf,
} from '@hoa/contracts/budgets';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { budgets } from '../../db/schema/association-books';
import { type ExpenseAccountCode, glAccounts } from '../../db/schema/books';
import { AppError, fieldInvalid } from '../../errors/app-error';
import { type BoardAction, recordBoardAction } from '../audit/board-audit';
import { ensureChartOfAccounts } from '../books/post-entry';

/*
 * An association's own expense accounts and its annual budget per income or expense account (issue 17,
 * ADR 126), entered by staff; each write and its audit row commit together.
 */

const sqlExcludedAmount = sql`excluded.amount`;
const expenseColumns = { id: glAccounts.id, code: glAccounts.code, name: glAccounts.name };

export async function listExpenseAccounts(db: Db, associationId: number): Promise<ExpenseAccount[]> {
  return db
    .select(expenseColumns)
    .from(glAccounts)
    .where(and(eq(glAccounts.associationId, associationId), eq(glAccounts.kind, 'expense')))
    .orderBy(asc(glAccounts.name), asc(glAccounts.id));
}

/** A new expense account `expense_<slug of the name>`; 409 when the association has that code. */
export async function createExpenseAccount(
  db: Db,
  action: BoardAction,
  associationId: number,
  name: string,
): Promise<ExpenseAccount> {
  const code = expenseCodeOf(name) as ExpenseAccountCode | null;
  if (!code) throw fieldInvalid('name', budgetMessages.noSlug);
  return db.transaction(async (tx) => {
    await ensureChartOfAccounts(tx, associationId);
    const [created] = await tx
      .insert(glAccounts)
      .values({ associationId, code, name, kind: 'expense' })
      .onConflictDoNothing()
      .returning(expenseColumns);
    if (!created) {
      throw new AppError('CONFLICT', 'Conflict', { detail: budgetMessages.codeTaken(code) });
    }
    await recordBoardAction(tx, action, {
      object: `glAccount:${created.id}`,
      status: 201,
      before: null,
      after: { code, name },
    });
    return created;
  });
}

/** Renames an expense account of the association (its code stays); 404 for any other account. */
export async function renameExpenseAccount(
  db: Db,
  action: BoardAction,
  associationId: number,
  accountId: number,
  name: string,
): Promise<ExpenseAccount> {
  return db.transaction(async (tx) => {
    const where = and(
      eq(glAccounts.id, accountId),
      eq(glAccounts.associationId, associationId),
      eq(glAccounts.kind, 'expense'),
    );
    const [before] = await tx.select(expenseColumns).from(glAccounts).where(where).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such expense account.' });
    const [after] = await tx.update(glAccounts).set({ name }).where(where).returning(expenseColumns);
    await recordBoardAction(tx, action, {
      object: `glAccount:${accountId}`,
      status: 200,
      before: { name: before.name },
      after: { name },
    });
    return after ?? before;
  });
}

/** A year's budget: every income and expense account of the association with its amount, or null. */
export async function loadBudget(db: Db, associationId: number, fiscalYear: number): Promise<Budget> {
  await ensureChartOfAccounts(db, associationId);
  const rows = await db
    .select({ ...expenseColumns, kind: glAccounts.kind, amount: budgets.amount })
    .from(glAccounts)
    .leftJoin(budgets, and(eq(budgets.glAccountId, glAccounts.id), eq(budgets.fiscalYear, fiscalYear)))
    .where(and(eq(glAccounts.associationId, associationId), inArray(glAccounts.kind, ['income', 'expense'])))
    .orderBy(asc(glAccounts.kind), asc(glAccounts.name), asc(glAccounts.id));
  return {
    fiscalYear,
    lines: rows.map(({ id, code, name, kind, amount }) => ({
      glAccountId: id,
      code,
      name,
      kind: kind === 'income' ? 'income' : 'expense',
      amount: amount ?? null,
    })),
  };
}

/**
 * Sets a year's budget as a table: each line's account gets its amount (null removes it); an account
 * that is not one of the association's income or expense accounts is a 400 naming the line.
 */
export async function saveBudget(
  db: Db,
  action: BoardAction,
  associationId: number,
  fiscalYear: number,
  form: BudgetForm,
): Promise<Budget> {
  const before = await loadBudget(db, associationId, fiscalYear);
  const known = new Map(before.lines.map((line) => [line.glAccountId, line]));
  form.lines.forEach((line, index) => {
    if (!known.has(line.glAccountId)) {
      throw fieldInvalid(`lines.${index}.glAccountId`, budgetMessages.notBudgeted);
    }
  });
  await db.transaction(async (tx) => {
    const removed = form.lines.filter((line) => line.amount === null).map((line) => line.glAccountId);
    const kept = form.lines.flatMap((line) =>
      line.amount === null
        ? []
        : [{ associationId, glAccountId: line.glAccountId, fiscalYear, amount: line.amount }],
    );
    if (removed.length > 0) {
      await tx
        .delete(budgets)
        .where(and(eq(budgets.fiscalYear, fiscalYear), inArray(budgets.glAccountId, removed)));
    }
    if (kept.length > 0) {
      await tx
        .insert(budgets)
        .values(kept)
        .onConflictDoUpdate({
          target: [budgets.glAccountId, budgets.fiscalYear],
          set: { amount: sqlExcludedAmount },
        });
    }
    const amounts = (lines: { glAccountId: number; amount: number | null }[]) =>
      Object.fromEntries(lines.map((line) => [String(line.glAccountId), line.amount]));
    await recordBoardAction(tx, action, {
      object: `budget:${associationId}:${fiscalYear}`,
      status: 200,
      before: amounts(
        before.lines.filter((line) => form.lines.some((one) => one.glAccountId === line.glAccountId)),
      ),
      after: amounts(form.lines),
    });
  });
  return loadBudget(db, associationId, fiscalYear);
}
