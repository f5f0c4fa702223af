import { cents } from '@hoa/contracts/money';
import { addCalendarDays, addMonths, calendarDateIn } from '@hoa/contracts/payment-rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  bankAccounts,
  invoiceApprovalRules,
  invoiceApprovals,
  vendorInvoiceFiles,
  vendorInvoices,
  vendors,
} from '../db/schema/association-books';
import { type ExpenseAccountCode, glAccounts, journalEntries } from '../db/schema/books';
import { postEntries } from '../modules/books/post-entries';
import type { NewEntry } from '../modules/books/post-entry';
import type { DemoAssociation } from './demo-associations';
import { demoHistoryMonths } from './demo-books';
import { seedDemoBudgetsAndStatements } from './demo-books-budgets';
import { seedDemoCollectionStages } from './demo-collection-stages';
import {
  type DemoBooksPeople,
  type DemoVendorPlan,
  demoExpenseAccounts,
  demoOpeningBalances,
  demoReserveTransfer,
  demoScaleBase,
  demoVendorPlans,
} from './demo-vendor-plans';
import type { Random } from './random';
import { renderInvoicePdf } from './render-invoice-pdf';

/** One demo invoice before it is stored: what happened to it, by date. */
interface PlannedInvoice {
  vendorIndex: number;
  account: string;
  invoiceNumber: string;
  amount: number;
  invoiceDate: string;
  dueDate: string;
  description: string;
  approvedOn: string | null;
  paidOn: string | null;
}

/** Invoices dated within this many days of today may still wait for the board. */
const pendingDays = 30;

/**
 * An association's own books for the demo (issue 17, ADR 123), three years up to today: expense
 * accounts, an operating and a reserve bank account with opening balances, vendors billing on their
 * plans (scaled to the association's size), each invoice approved by the board and paid from operating
 * cash, the recent ones approved and awaiting payment or still awaiting approval (one above the
 * two-approval threshold, one a possible duplicate), a monthly reserve transfer, budgets, statement
 * balances and collection stages. Posted through the same books as homeowner payments, so every board
 * figure comes from one journal.
 */
export async function seedDemoAssociationBooks(
  db: Db,
  options: {
    association: { id: number; spec: DemoAssociation };
    people: DemoBooksPeople;
    random: Random;
    now: Date;
  },
): Promise<void> {
  const { association, people, random, now } = options;
  const { spec } = association;
  const associationId = association.id;
  const today = calendarDateIn(now, spec.timeZone);
  const scale = (spec.propertyCount * spec.assessment.amount) / demoScaleBase;
  const scaled = (amount: number) => Math.max(100, Math.round((amount * scale) / 100) * 100);
  const threshold = scaled(500_000);
  const plans = demoVendorPlans.filter((plan) => !plan.notFor?.includes(spec.slug));
  const expenseAccounts = demoExpenseAccounts.filter((account) =>
    plans.some((plan) => plan.account === account.slug),
  );

  await db
    .insert(glAccounts)
    .values(
      expenseAccounts.map((account) => ({
        associationId,
        code: `expense_${account.slug}` as ExpenseAccountCode,
        name: account.name,
        kind: 'expense' as const,
      })),
    )
    .onConflictDoNothing();
  const accounts = await db
    .select({ id: glAccounts.id, code: glAccounts.code })
    .from(glAccounts)
    .where(eq(glAccounts.associationId, associationId));
  const accountId = (code: string) => {
    const found = accounts.find((account) => account.code === code);
    if (!found) throw new Error(`Association ${associationId} has no ${code} account`);
    return found.id;
  };

  await db.insert(bankAccounts).values([
    {
      associationId,
      glAccountId: accountId('operating_cash'),
      name: 'Operating account',
      bankName: 'Fulton Community Bank',
      lastFour: String(4100 + (associationId % 90)).padStart(4, '0'),
      accountType: 'checking',
    },
    {
      associationId,
      glAccountId: accountId('reserve_cash'),
      name: 'Reserve account',
      bankName: 'Keystone Savings',
      lastFour: String(7700 + (associationId % 90)).padStart(4, '0'),
      accountType: 'money_market',
    },
  ]);
  await db
    .insert(invoiceApprovalRules)
    .values({ associationId, approvalsRequired: 1, aboveAmount: threshold, approvalsAbove: 2 });

  const vendorRows = await db
    .insert(vendors)
    .values(
      plans.map((plan) => ({
        associationId,
        name: plan.name,
        email: plan.email,
        phone: plan.phone,
      })),
    )
    .returning({ id: vendors.id });

  const firstMonth = addMonths(`${today.slice(0, 7)}-01`, 1 - demoHistoryMonths);
  const months = Array.from({ length: demoHistoryMonths }, (_, i) => addMonths(firstMonth, i).slice(0, 7));
  const planned = planInvoices(plans, months, today, scaled, random);
  addAwaitingExtras(plans, planned, today, scaled(785_000), spec.name);

  const entries: NewEntry[] = [];
  const opening = addCalendarDays(firstMonth, -1);
  entries.push({
    associationId,
    kind: 'opening_balance',
    memo: 'Opening balances',
    effectiveDate: opening,
    postedAt: new Date(`${opening}T12:00:00Z`),
    sourceKey: `demo-opening:${associationId}`,
    lines: [
      { account: 'operating_cash', amount: cents(scaled(demoOpeningBalances.operating)) },
      { account: 'reserve_cash', amount: cents(scaled(demoOpeningBalances.reserve)) },
      {
        account: 'fund_balance',
        amount: cents(-scaled(demoOpeningBalances.operating) - scaled(demoOpeningBalances.reserve)),
      },
    ],
  });
  for (const month of months) {
    const date = `${month}-15`;
    if (date > today) continue;
    entries.push({
      associationId,
      kind: 'transfer',
      memo: 'Monthly reserve contribution',
      effectiveDate: date,
      postedAt: new Date(`${date}T15:00:00Z`),
      sourceKey: `demo-reserve-transfer:${associationId}:${month}`,
      lines: [
        { account: 'reserve_cash', amount: cents(scaled(demoReserveTransfer)) },
        { account: 'operating_cash', amount: cents(-scaled(demoReserveTransfer)) },
      ],
    });
  }

  const inserted = await db
    .insert(vendorInvoices)
    .values(
      planned.map((invoice) => ({
        associationId,
        vendorId: (vendorRows[invoice.vendorIndex] as { id: number }).id,
        invoiceNumber: invoice.invoiceNumber,
        amount: invoice.amount,
        glAccountId: accountId(`expense_${invoice.account}`),
        invoiceDate: invoice.invoiceDate,
        dueDate: invoice.dueDate,
        description: invoice.description,
        enteredByUserId: people.staff,
        enteredAt: new Date(`${addCalendarDays(invoice.invoiceDate, 1)}T14:00:00Z`),
      })),
    )
    .returning({ id: vendorInvoices.id });
  const decided = planned.flatMap((invoice, index) => {
    const id = (inserted[index] as { id: number }).id;
    return invoice.approvedOn ? [{ id, invoice }] : [];
  });
  for (const { id, invoice } of decided) {
    const approved = invoice.approvedOn as string;
    const vendorName = (plans[invoice.vendorIndex] as DemoVendorPlan).name;
    entries.push({
      associationId,
      kind: 'invoice',
      memo: `${vendorName} invoice ${invoice.invoiceNumber}`,
      effectiveDate: approved,
      postedAt: new Date(`${approved}T16:00:00Z`),
      sourceKey: `invoice:${id}:approval`,
      lines: [
        { account: `expense_${invoice.account}`, amount: cents(invoice.amount) },
        { account: 'accounts_payable', amount: cents(-invoice.amount) },
      ],
    });
    if (invoice.paidOn) {
      entries.push({
        associationId,
        kind: 'invoice_payment',
        memo: `Paid ${vendorName} invoice ${invoice.invoiceNumber}`,
        effectiveDate: invoice.paidOn,
        postedAt: new Date(`${invoice.paidOn}T17:00:00Z`),
        sourceKey: `invoice:${id}:payment`,
        lines: [
          { account: 'accounts_payable', amount: cents(invoice.amount) },
          { account: 'operating_cash', amount: cents(-invoice.amount) },
        ],
      });
    }
  }
  await postEntries(db, entries);
  await markDecided(db, associationId, decided);
  await db.insert(invoiceApprovals).values(
    decided.flatMap(({ id, invoice }) => {
      const at = new Date(`${invoice.approvedOn}T15:30:00Z`);
      const first = { invoiceId: id, userId: people.board, decision: 'approve' as const, decidedAt: at };
      return invoice.amount > threshold
        ? [first, { invoiceId: id, userId: people.chair, decision: 'approve' as const, decidedAt: at }]
        : [first];
    }),
  );
  // the large repair awaiting approval already has the chair's approval: it needs one more
  const large = planned.findIndex((invoice) => !invoice.approvedOn && invoice.amount > threshold);
  if (large >= 0) {
    await db.insert(invoiceApprovals).values({
      invoiceId: (inserted[large] as { id: number }).id,
      userId: people.chair,
      decision: 'approve',
      note: 'Two quotes were compared; this one is the lower.',
      decidedAt: now,
    });
  }
  await attachInvoicePdfs(db, spec.name, plans, planned, inserted);
  await seedDemoBudgetsAndStatements(db, {
    associationId,
    spec,
    expenseAccounts,
    months,
    today,
    random,
    people,
    accountId,
  });
  await seedDemoCollectionStages(db, { associationId, today, now, people });
}

/** Every vendor's invoices, month by month, with what the board and staff did about each by today. */
function planInvoices(
  plans: readonly DemoVendorPlan[],
  months: string[],
  today: string,
  scaled: (amount: number) => number,
  random: Random,
): PlannedInvoice[] {
  const planned: PlannedInvoice[] = [];
  months.forEach((month, monthIndex) => {
    plans.forEach((plan, vendorIndex) => {
      const bill = plan.bill(Number(month.slice(5, 7)), random);
      const invoiceDate = `${month}-${String(plan.day).padStart(2, '0')}`;
      if (bill === null || invoiceDate > today) return;
      const dueDate = addCalendarDays(invoiceDate, 30);
      // recent invoices of every other vendor still wait; the rest were approved in two days
      const recent = invoiceDate > addCalendarDays(today, -pendingDays);
      const approvedOn =
        (recent && vendorIndex % 2 === 1) || addCalendarDays(invoiceDate, 2) > today
          ? null
          : addCalendarDays(invoiceDate, 2);
      // the recent approved ones wait for their check: accounts payable is never empty
      const paidOn =
        approvedOn && !recent && addCalendarDays(dueDate, -3) <= today ? addCalendarDays(dueDate, -3) : null;
      planned.push({
        vendorIndex,
        account: plan.account,
        invoiceNumber: `${plan.name.slice(0, 2).toUpperCase()}-${month.replace('-', '')}-${100 + monthIndex}`,
        amount: scaled(bill),
        invoiceDate,
        dueDate,
        description: `${plan.name}: services for ${month}`,
        approvedOn,
        paidOn,
      });
    });
  });
  return planned;
}

/**
 * Two invoices the board should look at twice: a large roof repair above the two-approval threshold,
 * and a repeat of the last paid utilities bill (same vendor and amount within 90 days).
 */
function addAwaitingExtras(
  plans: readonly DemoVendorPlan[],
  planned: PlannedInvoice[],
  today: string,
  repairAmount: number,
  billTo: string,
) {
  const repairs = plans.findIndex((plan) => plan.account === 'repairs');
  const invoiceDate = addCalendarDays(today, -4);
  planned.push({
    vendorIndex: repairs,
    account: 'repairs',
    invoiceNumber: `HA-${today.slice(0, 7).replace('-', '')}-901`,
    amount: repairAmount,
    invoiceDate,
    dueDate: addCalendarDays(invoiceDate, 30),
    description: `Clubhouse roof: replace flashing and 14 squares of shingles (${billTo})`,
    approvedOn: null,
    paidOn: null,
  });
  const utilities = plans.findIndex((plan) => plan.account === 'utilities');
  const lastPaid = planned.filter((invoice) => invoice.vendorIndex === utilities && invoice.paidOn).at(-1);
  if (lastPaid) {
    planned.push({
      ...lastPaid,
      invoiceNumber: `${lastPaid.invoiceNumber}-R`,
      invoiceDate: addCalendarDays(today, -2),
      dueDate: addCalendarDays(today, 28),
      description: `${lastPaid.description} (sent again)`,
      approvedOn: null,
      paidOn: null,
    });
  }
}

/** The approved and paid invoices get their status, dates and entries, in one statement. */
async function markDecided(
  db: Db,
  associationId: number,
  decided: { id: number; invoice: PlannedInvoice }[],
): Promise<void> {
  if (decided.length === 0) return;
  const posted = await db
    .select({ id: journalEntries.id, sourceKey: journalEntries.sourceKey })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.associationId, associationId),
        inArray(journalEntries.kind, ['invoice', 'invoice_payment']),
      ),
    );
  const entryOf = new Map(posted.map((entry) => [entry.sourceKey, entry.id]));
  const rows = decided.map(({ id, invoice }) => ({
    id,
    status: invoice.paidOn ? 'paid' : 'approved',
    decided_at: `${invoice.approvedOn}T15:30:00Z`,
    paid_on: invoice.paidOn,
    payment_reference: invoice.paidOn ? `ACH ${invoice.paidOn.replaceAll('-', '')}-${id}` : null,
    approval_entry_id: entryOf.get(`invoice:${id}:approval`) ?? null,
    payment_entry_id: invoice.paidOn ? (entryOf.get(`invoice:${id}:payment`) ?? null) : null,
  }));
  await db.execute(sql`
    update vendor_invoices v set
      status = r.status, decided_at = r.decided_at, paid_on = r.paid_on,
      payment_reference = r.payment_reference, approval_entry_id = r.approval_entry_id,
      payment_entry_id = r.payment_entry_id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      id int, status text, decided_at timestamptz, paid_on date, payment_reference text,
      approval_entry_id bigint, payment_entry_id bigint)
    where v.id = r.id`);
}

/** The invoices still open (awaiting approval, or approved and unpaid) carry the vendor's PDF. */
async function attachInvoicePdfs(
  db: Db,
  billTo: string,
  plans: readonly DemoVendorPlan[],
  planned: PlannedInvoice[],
  inserted: { id: number }[],
): Promise<void> {
  const files = [];
  for (const [index, invoice] of planned.entries()) {
    if (invoice.paidOn) continue;
    const vendor = plans[invoice.vendorIndex] as DemoVendorPlan;
    const content = await renderInvoicePdf({ ...invoice, vendor, billTo });
    files.push({
      invoiceId: (inserted[index] as { id: number }).id,
      fileName: `${invoice.invoiceNumber}.pdf`,
      size: content.length,
      content,
    });
  }
  if (files.length > 0) await db.insert(vendorInvoiceFiles).values(files);
}
