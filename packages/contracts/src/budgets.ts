import { z } from 'zod';
import { recordId, recordIdParam, text } from './request-fields';

/*
 * An association's own expense accounts and its annual budget per account (issue 17, ADR 126), entered
 * by staff. Amounts are integer cents; the fiscal year is the calendar year.
 */

/** The largest budget of one account for one year: $1 billion, in cents. */
export const maxBudgetAmount = 100_000_000_000;

export const budgetMessages = {
  amount: 'Enter an amount of zero or more, in dollars and cents.',
  codeTaken: (code: string) => `An expense account with the code ${code} already exists.`,
  noSlug: 'The name needs at least one letter or digit.',
  notBudgeted: 'Only income and expense accounts of this association have a budget.',
  repeated: 'Each account appears once.',
} as const;

/** `expense_<slug>` from a name: lower-case letters and digits joined by `_`, at most 48 characters. */
export function expenseCodeOf(name: string): `expense_${string}` | null {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 48)
    .replace(/_+$/, '');
  return slug ? `expense_${slug}` : null;
}

export const expenseAccountSchema = z
  .object({ id: z.number().int(), code: text(), name: text() })
  .meta({ id: 'ExpenseAccount' });
export type ExpenseAccount = z.infer<typeof expenseAccountSchema>;
export const expenseAccountListSchema = z
  .object({ items: z.array(expenseAccountSchema) })
  .meta({ id: 'ExpenseAccountList' });
export type ExpenseAccountList = z.infer<typeof expenseAccountListSchema>;

export const expenseAccountFormSchema = z.object({
  name: text()
    .trim()
    .min(1, 'Enter a name.')
    .max(80, 'At most 80 characters.')
    .refine((value) => expenseCodeOf(value) !== null, { error: budgetMessages.noSlug }),
});
export type ExpenseAccountForm = z.infer<typeof expenseAccountFormSchema>;
export const expenseAccountParams = z.object({ associationId: recordIdParam, accountId: recordIdParam });

export const fiscalYearSchema = z.coerce.number().int().min(2000).max(2100);
export const budgetParams = z.object({ associationId: recordIdParam, fiscalYear: fiscalYearSchema });

export const budgetLineSchema = z
  .object({
    glAccountId: z.number().int(),
    code: text(),
    name: text(),
    kind: z.enum(['income', 'expense']),
    amount: z.number().int().nullable().describe('The budget in cents; null when none is set'),
  })
  .meta({ id: 'BudgetLine' });
export type BudgetLine = z.infer<typeof budgetLineSchema>;
export const budgetSchema = z
  .object({ fiscalYear: z.number().int(), lines: z.array(budgetLineSchema) })
  .meta({ id: 'Budget' });
export type Budget = z.infer<typeof budgetSchema>;

export const budgetAmountSchema = z
  .number({ error: budgetMessages.amount })
  .int(budgetMessages.amount)
  .min(0, budgetMessages.amount)
  .max(maxBudgetAmount, 'At most $1,000,000,000.00.');

/** A year's budget as a table: every account sent gets its amount (null removes it). */
export const budgetFormSchema = z.object({
  lines: z
    .array(z.object({ glAccountId: recordId, amount: budgetAmountSchema.nullable() }))
    .min(1, 'Send at least one line.')
    .max(500)
    .refine((lines) => new Set(lines.map((line) => line.glAccountId)).size === lines.length, {
      error: budgetMessages.repeated,
    }),
});
export type BudgetForm = z.infer<typeof budgetFormSchema>;
