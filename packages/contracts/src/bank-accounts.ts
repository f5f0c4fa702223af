import { z } from 'zod';
import { bankAccountTypes } from './association-books';
import { calendarDate, recordIdParam, text } from './request-fields';

/*
 * Bank accounts of an association's books (issue 17, ADR 126): the board reads each account's balance,
 * its register and its reconciliation; staff enter the accounts and their statement balances.
 * All amounts are integer cents; dates are calendar days YYYY-MM-DD.
 */

const isoDate = calendarDate();
const cents = z.number().int();

/** Which cash account of the books a bank account is: the operating or the reserve fund. */
export const bankFunds = ['operating', 'reserve'] as const;
export type BankFund = (typeof bankFunds)[number];
export const bankFundLabels: Record<BankFund, string> = { operating: 'Operating', reserve: 'Reserve' };

/** The largest statement balance staff may enter, either sign: $100 billion, in cents. */
export const maxStatementBalance = 10_000_000_000_000;

export const bankAccountMessages = {
  lastFour: 'Enter exactly the last 4 digits of the account number (never the full number).',
  fundTaken: (fund: BankFund) =>
    `The association already has a bank account for its ${bankFundLabels[fund].toLowerCase()} cash.`,
  statementExists: (date: string) =>
    `A statement balance for ${date} is already entered. Replace it to change it.`,
  noStatement: (date: string) => `No statement balance is entered for ${date}.`,
  wholeCents: 'Enter the balance in dollars and cents.',
  rangeOrder: 'The start date must be on or before the end date.',
  cursorOutsideRange: 'The cursor does not belong to this date range. Start again from the first page.',
} as const;

/** The reconciliation of one statement: what the bank said against what the books say that day. */
const reconciliationFields = z.object({
  statementDate: isoDate,
  statementBalance: cents.describe('The balance on the bank statement, entered by staff'),
  bookBalance: cents.describe('The sum of the cash account lines dated on or before the statement date'),
  difference: cents.describe('statementBalance - bookBalance; zero when reconciled'),
  reconciled: z.boolean(),
  enteredAt: text().describe('When staff entered it (ISO 8601 instant)'),
});
export const reconciliationItemSchema = reconciliationFields.meta({ id: 'BankReconciliationItem' });
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;

export const bankAccountSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    bankName: text(),
    lastFour: text().describe('The last 4 digits of the account number; the full number is never kept'),
    accountType: z.enum(bankAccountTypes),
    fund: z.enum(bankFunds),
    balance: cents.describe('The balance of its cash account in the books (sum of its journal lines)'),
    latestStatement: reconciliationFields.nullable().describe('The newest statement, reconciled'),
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountListSchema = z
  .object({ items: z.array(bankAccountSchema) })
  .meta({ id: 'BankAccountList' });
export type BankAccountList = z.infer<typeof bankAccountListSchema>;

export const bankAccountParams = z.object({ associationId: recordIdParam, bankAccountId: recordIdParam });
export const associationParams = z.object({ associationId: recordIdParam });

/** A date range of the register (both ends included, either may be left open). */
export const registerRangeSchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type RegisterRange = z.infer<typeof registerRangeSchema>;

export const registerQuerySchema = registerRangeSchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: text().max(200).optional(),
});
export type RegisterQuery = z.input<typeof registerQuerySchema>;

export const registerItemSchema = z
  .object({
    id: z.number().int().describe('The journal line'),
    entryId: z.number().int().describe('The journal entry it belongs to'),
    date: isoDate,
    description: text().describe("The entry's memo"),
    kind: text(),
    amount: cents.describe('Deposit (positive) or withdrawal (negative)'),
    balance: cents.describe('Running balance after this line'),
  })
  .meta({ id: 'BankRegisterItem' });
export type RegisterItem = z.infer<typeof registerItemSchema>;

export const registerPageSchema = z
  .object({
    bankAccountId: z.number().int(),
    balance: cents.describe('The balance at the end of the range (after its newest line)'),
    items: z.array(registerItemSchema),
    nextCursor: text().nullable().describe('Pass as cursor for the next (older) page'),
  })
  .meta({ id: 'BankRegisterPage' });
export type RegisterPage = z.infer<typeof registerPageSchema>;

export const reconciliationListSchema = z
  .object({ bankAccountId: z.number().int(), items: z.array(reconciliationItemSchema) })
  .meta({ id: 'BankReconciliation' });
export type ReconciliationList = z.infer<typeof reconciliationListSchema>;

export const registerCsvColumns = ['Date', 'Description', 'Kind', 'Amount', 'Balance'] as const;

// ---- staff: entering the accounts and their statements ----------------------------------------

const name = text().trim().min(1, 'Enter a name.').max(80, 'At most 80 characters.');
const lastFour = text().regex(/^[0-9]{4}$/, bankAccountMessages.lastFour);

export const bankAccountFormSchema = z.object({
  name,
  bankName: name,
  lastFour,
  accountType: z.enum(bankAccountTypes),
  fund: z.enum(bankFunds).describe('Which cash account of the books it is (one bank account per fund)'),
});
export type BankAccountForm = z.infer<typeof bankAccountFormSchema>;

/** A change to a bank account; its fund stays (its register is that cash account's lines). */
export const bankAccountChangeSchema = bankAccountFormSchema
  .omit({ fund: true })
  .partial()
  .refine((change) => Object.keys(change).length > 0, { error: 'Send at least one field to change.' });
export type BankAccountChange = z.infer<typeof bankAccountChangeSchema>;

const statementBalance = z
  .number({ error: bankAccountMessages.wholeCents })
  .int(bankAccountMessages.wholeCents)
  .min(-maxStatementBalance)
  .max(maxStatementBalance);

export const statementBalanceFormSchema = z.object({
  statementDate: isoDate,
  balance: statementBalance.describe('The balance on the statement, in cents (negative when overdrawn)'),
});
export type StatementBalanceForm = z.infer<typeof statementBalanceFormSchema>;

export const statementBalanceChangeSchema = z.object({ balance: statementBalanceFormSchema.shape.balance });
export const statementBalanceParams = bankAccountParams.extend({ statementDate: isoDate });

/** The associations a staff member's company manages (the staff money pages pick one). */
export const staffAssociationListSchema = z
  .object({ items: z.array(z.object({ id: z.number().int(), name: text() })) })
  .meta({ id: 'StaffAssociationList' });
export type StaffAssociationList = z.infer<typeof staffAssociationListSchema>;
