import { cents, percentOfCents } from '@hoa/contracts/money';
import { addBusinessDaysTo } from '@hoa/contracts/payment-rules';
import { groupBy } from '../group-by';
import { billingRunKey } from '../modules/books/billing-run-key';
import type { EntryLine, NewEntry } from '../modules/books/post-entry';

/** How a demo payment was made: a mailed check, or through the portal (card or bank, by hand or scheduled). */
export type DemoPayMethod = 'check' | 'card' | 'bank' | 'recurring-card' | 'recurring-bank' | 'auto-draft';

/** A charge to one sub-ledger; charges with the same `sourceKey` are one entry (a billing run). */
export interface DemoCharge {
  sourceKey: string;
  subLedgerId: number;
  date: string;
  kind: 'assessment' | 'late_fee';
  memo: string;
  amount: number;
}

export interface DemoPayment {
  /** Unique per payment; checks are deposited together by day, so theirs only names the payment. */
  sourceKey: string;
  subLedgerId: number;
  date: string;
  /** What the owner meant to pay, before any processing fee. */
  amount: number;
  method: DemoPayMethod;
}

export interface DemoHistory {
  charges: DemoCharge[];
  payments: DemoPayment[];
}

export interface DemoFees {
  cardBasisPoints: number;
  bankFlat: number;
}

const paymentMemos: Record<Exclude<DemoPayMethod, 'check'>, string> = {
  card: 'Payment — thank you',
  bank: 'Payment — thank you',
  'recurring-card': 'Recurring payment — thank you',
  'recurring-bank': 'Recurring payment — thank you',
  'auto-draft': 'Auto-Draft payment — thank you',
};

const processingFee = (method: DemoPayMethod, amount: number, fees: DemoFees): number => {
  if (method === 'check') return 0;
  if (method === 'card' || method === 'recurring-card')
    return percentOfCents(cents(amount), fees.cardBasisPoints);
  return fees.bankFlat;
};

const postedAtOf = (date: string) => new Date(`${date}T17:00:00Z`);

/** One entry debiting each sub-ledger its amount and crediting (or debiting) the total to `account`. */
function batchEntry(
  head: Omit<NewEntry, 'lines' | 'postedAt'>,
  account: EntryLine['account'],
  parts: { subLedgerId: number; amount: number }[],
): NewEntry {
  const total = parts.reduce((sum, part) => sum + part.amount, 0);
  return {
    ...head,
    postedAt: postedAtOf(head.effectiveDate),
    lines: [
      ...parts.map((part) => ({
        account: 'receivable' as const,
        subLedgerId: part.subLedgerId,
        amount: cents(part.amount),
      })),
      { account, amount: cents(-total) },
    ],
  };
}

/**
 * An association's history as the books record it: each billing run (a month's assessments, its late
 * fees) is one entry with a line per account; the day's checks are one lockbox deposit; a portal payment
 * posts its processing fee and the payment into payments-in-transit, and the processor's deposit two
 * business days later moves each day's settled payments to cash (what settles after `today` stays in
 * transit).
 */
export function associationEntries(
  associationId: number,
  histories: readonly DemoHistory[],
  fees: DemoFees,
  today: string,
): NewEntry[] {
  const entries: NewEntry[] = [];
  const charges = histories.flatMap((history) => history.charges);
  for (const [sourceKey, run] of groupBy(charges, (charge) => charge.sourceKey)) {
    const first = run[0] as DemoCharge;
    if (
      run.some(
        (charge) => charge.date !== first.date || charge.memo !== first.memo || charge.kind !== first.kind,
      )
    ) {
      throw new Error(`The charges of run ${sourceKey} differ in date, memo or kind`);
    }
    entries.push(
      batchEntry(
        { associationId, kind: first.kind, memo: first.memo, effectiveDate: first.date, sourceKey },
        first.kind === 'assessment' ? 'assessment_income' : 'late_fee_income',
        run,
      ),
    );
  }
  const payments = histories.flatMap((history) => history.payments);
  const checks = payments.filter((payment) => payment.method === 'check');
  for (const [date, deposit] of groupBy(checks, (payment) => payment.date)) {
    entries.push(
      batchEntry(
        {
          associationId,
          kind: 'payment',
          memo: 'Check payment — thank you',
          effectiveDate: date,
          sourceKey: `demo-lockbox:${associationId}:${date}`,
        },
        'operating_cash',
        deposit.map((payment) => ({ subLedgerId: payment.subLedgerId, amount: -payment.amount })),
      ),
    );
  }
  const settled = new Map<string, number>();
  for (const payment of payments) {
    if (payment.method === 'check') continue;
    const { subLedgerId } = payment;
    const base = { associationId, effectiveDate: payment.date, postedAt: postedAtOf(payment.date) };
    const fee = processingFee(payment.method, payment.amount, fees);
    const total = payment.amount + fee;
    if (fee > 0) {
      entries.push({
        ...base,
        kind: 'processing_fee',
        memo: 'Processing fee',
        sourceKey: `${payment.sourceKey}:processing_fee`,
        lines: [
          { account: 'receivable', subLedgerId, amount: cents(fee) },
          { account: 'processing_fee_income', amount: cents(-fee) },
        ],
      });
    }
    entries.push({
      ...base,
      kind: 'payment',
      memo: paymentMemos[payment.method],
      sourceKey: payment.sourceKey,
      lines: [
        { account: 'cash_clearing', amount: cents(total) },
        { account: 'receivable', subLedgerId, amount: cents(-total) },
      ],
    });
    const settlesOn = addBusinessDaysTo(payment.date, 2);
    if (settlesOn <= today) settled.set(settlesOn, (settled.get(settlesOn) ?? 0) + total);
  }
  for (const [day, amount] of settled) {
    entries.push({
      associationId,
      kind: 'settlement',
      memo: 'Processor deposit',
      effectiveDate: day,
      postedAt: postedAtOf(day),
      sourceKey: `demo-deposit:${associationId}:${day}`,
      lines: [
        { account: 'operating_cash', amount: cents(amount) },
        { account: 'cash_clearing', amount: cents(-amount) },
      ],
    });
  }
  return entries;
}

export interface MonthlyPlan {
  /** `YYYY-MM`, oldest first. */
  months: string[];
  /** Day of the month each month was paid, or null while unpaid. */
  payDays: (number | null)[];
  methods: DemoPayMethod[];
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** `YYYY-MM-DD` plus whole days (UTC arithmetic: calendar dates have no time zone). */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A primary sub-ledger's assessments month by month: the charge on the due day; a late fee when the
 * month is still unpaid `lateAfterDays` after it; the payment (with the late fee) on its pay day; nothing
 * after `today`. The monthly runs' keys are `assessment:<planId>:<YYYY-MM>` and
 * `late_fee:<planId>:<YYYY-MM>` (see `billingRunKey`).
 */
export function monthlyAssessments(
  subLedgerId: number,
  plan: {
    id: number;
    description: string;
    amount: number;
    dueDay: number;
    lateFee: number;
    lateAfterDays: number;
  },
  schedule: MonthlyPlan,
  today: string,
): DemoHistory {
  const charges: DemoCharge[] = [];
  const payments: DemoPayment[] = [];
  schedule.months.forEach((month, i) => {
    const due = `${month}-${String(plan.dueDay).padStart(2, '0')}`;
    if (due > today) return;
    const name = monthName(month);
    charges.push({
      sourceKey: billingRunKey('assessment', plan.id, month),
      subLedgerId,
      date: due,
      kind: 'assessment',
      memo: `${plan.description} — ${name}`,
      amount: plan.amount,
    });
    const payDay = schedule.payDays[i] ?? null;
    const paidOn = payDay === null ? null : `${month}-${String(payDay).padStart(2, '0')}`;
    const lateOn = plusDays(due, plan.lateAfterDays);
    const late = plan.lateFee > 0 && lateOn <= today && (paidOn === null || paidOn >= lateOn);
    if (late) {
      charges.push({
        sourceKey: billingRunKey('late_fee', plan.id, month),
        subLedgerId,
        date: lateOn,
        kind: 'late_fee',
        memo: `Late fee — ${name}`,
        amount: plan.lateFee,
      });
    }
    if (paidOn !== null && paidOn <= today) {
      payments.push({
        sourceKey: `demo-payment:${subLedgerId}:${month}`,
        subLedgerId,
        date: paidOn,
        amount: plan.amount + (late ? plan.lateFee : 0),
        method: schedule.methods[i] ?? 'check',
      });
    }
  });
  return { charges, payments };
}
