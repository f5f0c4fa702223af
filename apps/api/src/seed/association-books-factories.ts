import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bankAccounts, vendorInvoices, vendors } from '../db/schema/association-books';
import { type ExpenseAccountCode, glAccounts } from '../db/schema/books';
import { ensureChartOfAccounts } from '../modules/books/post-entry';

type NewBankAccount = Partial<typeof bankAccounts.$inferInsert>;
type NewVendor = Partial<typeof vendors.$inferInsert>;
type NewInvoice = Partial<typeof vendorInvoices.$inferInsert>;

/**
 * Factories for an association's own books (issue 17): its accounts, bank accounts, vendors and
 * invoices. Each returns the row and creates the chart of accounts when it is missing.
 */
export function associationBooksFactories(db: Db) {
  let sequence = 0;

  async function accountId(associationId: number, code: string): Promise<number> {
    await ensureChartOfAccounts(db, associationId);
    const [row] = await db
      .select({ id: glAccounts.id })
      .from(glAccounts)
      .where(
        and(eq(glAccounts.associationId, associationId), eq(glAccounts.code, code as ExpenseAccountCode)),
      );
    if (!row) throw new Error(`Association ${associationId} has no ${code} account`);
    return row.id;
  }

  /** An expense account of the association (`expense_<slug>`), created once per code. */
  async function expenseAccount(associationId: number, slug = 'landscaping', name = 'Landscaping') {
    await ensureChartOfAccounts(db, associationId);
    const code: ExpenseAccountCode = `expense_${slug}`;
    await db.insert(glAccounts).values({ associationId, code, name, kind: 'expense' }).onConflictDoNothing();
    return { id: await accountId(associationId, code), code };
  }

  /** The bank account behind the operating (default) or reserve cash account. */
  async function bankAccount(
    associationId: number,
    fund: 'operating' | 'reserve' = 'operating',
    overrides: NewBankAccount = {},
  ) {
    const glAccountId = await accountId(associationId, `${fund}_cash`);
    const [row] = await db
      .insert(bankAccounts)
      .values({
        associationId,
        glAccountId,
        name: fund === 'operating' ? 'Operating account' : 'Reserve account',
        bankName: 'First Community Bank',
        lastFour: fund === 'operating' ? '4321' : '8765',
        accountType: fund === 'operating' ? 'checking' : 'money_market',
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('No bank account was created');
    return row;
  }

  async function vendor(associationId: number, overrides: NewVendor = {}) {
    sequence += 1;
    const [row] = await db
      .insert(vendors)
      .values({ associationId, name: `Vendor ${sequence}`, ...overrides })
      .returning();
    if (!row) throw new Error('No vendor was created');
    return row;
  }

  /** A pending invoice of a (new) vendor, charged to a (new) Landscaping expense account. */
  async function invoice(associationId: number, overrides: NewInvoice = {}) {
    sequence += 1;
    const vendorId = overrides.vendorId ?? (await vendor(associationId)).id;
    const glAccountId = overrides.glAccountId ?? (await expenseAccount(associationId)).id;
    const [row] = await db
      .insert(vendorInvoices)
      .values({
        associationId,
        vendorId,
        glAccountId,
        invoiceNumber: `INV-${1000 + sequence}`,
        amount: 45_000,
        invoiceDate: '2026-11-01',
        dueDate: '2026-12-01',
        enteredAt: new Date('2026-11-02T15:00:00Z'),
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('No invoice was created');
    return row;
  }

  return { accountId, expenseAccount, bankAccount, vendor, invoice };
}
