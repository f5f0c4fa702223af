import { type Cents, cents } from '@hoa/contracts/money';
import { calendarDateIn } from '@hoa/contracts/payment-rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { journalEntries } from '../../db/schema/books';
import { type NewEntry, reverseEntry } from '../books/post-entry';
import type { PaymentRow } from './payment-row';

/* The journal entries a payment posts: fees and payment, settlement, and their reversal. */

const methodWords = {
  one_time: 'Payment',
  future: 'Scheduled payment',
  recurring: 'Recurring payment',
  auto_draft: 'Auto-Draft payment',
  express: 'Express payment',
} as const;

/** The fee entries and the payment entry: the homeowner is charged the fees and credited the total. */
export function paymentEntries(payment: PaymentRow, now: Date): NewEntry[] {
  const base = {
    associationId: payment.associationId,
    effectiveDate: payment.paymentDate,
    postedAt: now,
    paymentId: payment.id,
  };
  const fee = (kind: 'processing_fee' | 'large_amount_fee', amount: number, memo: string): NewEntry[] =>
    amount <= 0
      ? []
      : [
          {
            ...base,
            kind,
            memo,
            sourceKey: `payment:${payment.id}:${kind}`,
            lines: [
              { account: 'receivable', subLedgerId: payment.subLedgerId, amount: cents(amount) },
              {
                account: kind === 'processing_fee' ? 'processing_fee_income' : 'large_amount_fee_income',
                amount: cents(-amount),
              },
            ],
          },
        ];
  return [
    ...fee('processing_fee', payment.processingFee, 'Processing fee'),
    ...fee('large_amount_fee', payment.largeAmountFee, 'Large payment fee'),
    {
      ...base,
      kind: 'payment',
      memo: `${methodWords[payment.kind]} — thank you`,
      sourceKey: `payment:${payment.id}`,
      lines: [
        { account: 'cash_clearing', amount: cents(payment.total) },
        { account: 'receivable', subLedgerId: payment.subLedgerId, amount: cents(-payment.total) },
      ],
    },
  ];
}

/** Funds arrived: in-transit money becomes operating cash. */
export function settlementEntry(payment: PaymentRow, now: Date): NewEntry {
  return {
    associationId: payment.associationId,
    kind: 'settlement',
    memo: `Payment ${payment.id} settled`,
    effectiveDate: payment.paymentDate,
    postedAt: now,
    paymentId: payment.id,
    sourceKey: `payment:${payment.id}:settlement`,
    lines: [
      { account: 'operating_cash', amount: cents(payment.total) },
      { account: 'cash_clearing', amount: cents(-payment.total) as Cents },
    ],
  };
}

/** A return or refund reverses everything the payment posted (fees, payment, settlement). */
export async function reversePayment(
  tx: Db,
  payment: PaymentRow,
  now: Date,
  kind: 'return' | 'refund',
): Promise<void> {
  const posted = await tx
    .select({ id: journalEntries.id, sourceKey: journalEntries.sourceKey, kind: journalEntries.kind })
    .from(journalEntries)
    .where(and(eq(journalEntries.paymentId, payment.id)));
  const [association] = await tx
    .select({ timeZone: associations.timeZone })
    .from(associations)
    .where(eq(associations.id, payment.associationId));
  const effectiveDate = calendarDateIn(now, association?.timeZone ?? 'America/New_York');
  for (const entry of posted) {
    if (entry.sourceKey.startsWith('reversal:')) continue;
    await reverseEntry(tx, entry, {
      kind,
      memo: kind === 'return' ? `Returned payment ${payment.id}` : `Refunded payment ${payment.id}`,
      effectiveDate,
      postedAt: now,
      paymentId: payment.id,
    });
  }
}
