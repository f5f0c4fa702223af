import { type Cents, formatCents } from '@hoa/contracts/money';
import type { Db } from '../../db/database';
import type { PaymentStatus } from '../../db/schema/payments';
import { enqueueMails } from '../mail/enqueue-mail';
import {
  accountNumbersOf,
  methodNamesOf,
  noticeRecipientsOf,
  receiptPreferencesOf,
} from '../payments/notice-facts';
import type { PaymentRow } from '../payments/payment-row';
import { confirmationNumber } from '../payments/payment-view';
import type { ChargeState } from '../processor/port';

const money = (amount: number) => formatCents(amount as Cents);

/** NACHA return reasons a homeowner is likely to meet, in plain words. */
const returnReasons: Record<string, string> = {
  R01: 'insufficient funds',
  R02: 'the account is closed',
  R03: 'no account found with this number',
  R04: 'invalid account number',
  R07: 'authorization revoked by the account holder',
  R08: 'payment stopped by the account holder',
  R10: 'the account holder says the payment was not authorized',
  R16: 'the account is frozen',
  R20: 'the account does not allow this kind of payment',
  R29: 'the account holder did not authorize this company',
};

export function returnReasonText(code: string | null): string {
  if (!code) return 'the bank returned the payment';
  const words = returnReasons[code];
  return words ? `${code} (${words})` : code;
}

const kindWords: Record<PaymentRow['kind'], string> = {
  one_time: 'payment',
  future: 'scheduled payment',
  recurring: 'recurring payment',
  auto_draft: 'Auto-Draft payment',
  express: 'payment',
};

const signOff = ['', 'This message was sent by your community portal. Please do not reply to it.'];

function receiptMail(payment: PaymentRow, next: PaymentStatus, accountNumber: string, methodName: string) {
  const status =
    next === 'pending'
      ? 'Bank payments take 2–4 business days to complete; we will e-mail you if the bank returns it.'
      : 'The payment is complete.';
  const feeLines = [
    payment.processingFee > 0 ? `Processing fee:       ${money(payment.processingFee)}` : null,
    payment.largeAmountFee > 0 ? `Large payment fee:    ${money(payment.largeAmountFee)}` : null,
  ].filter((line): line is string => line !== null);
  return {
    subject: `Payment receipt: ${money(payment.total)} for account ${accountNumber}`,
    text: [
      'Hello,',
      '',
      `Thank you. We received your ${kindWords[payment.kind]} for account ${accountNumber}.`,
      '',
      `Confirmation number:  ${confirmationNumber({ id: payment.id, status: next })}`,
      `Date:                 ${payment.paymentDate}`,
      `Amount:               ${money(payment.amount)}`,
      ...feeLines,
      `Total:                ${money(payment.total)}`,
      `Paid from:            ${methodName}`,
      '',
      status,
      ...signOff,
    ].join('\n'),
  };
}

function returnedMail(payment: PaymentRow, charge: ChargeState, accountNumber: string, methodName: string) {
  return {
    subject: `Your payment for account ${accountNumber} was returned`,
    text: [
      'Hello,',
      '',
      `Your bank returned the ${kindWords[payment.kind]} of ${money(payment.total)} made on ${payment.paymentDate} for account ${accountNumber} from ${methodName}.`,
      '',
      `Reason: ${returnReasonText(charge.failureCode)}`,
      '',
      'The payment has been reversed on your account, so the amount is owed again. Your association may charge a returned-payment fee. Please pay again, with another payment method if needed.',
      ...signOff,
    ].join('\n'),
  };
}

function failedMail(payment: PaymentRow, charge: ChargeState, accountNumber: string, methodName: string) {
  return {
    subject: `Your ${kindWords[payment.kind]} for account ${accountNumber} could not be made`,
    text: [
      'Hello,',
      '',
      `The ${kindWords[payment.kind]} of ${money(payment.total)} due on ${payment.paymentDate} for account ${accountNumber} from ${methodName} could not be made.`,
      '',
      `Reason: ${charge.failureMessage ?? 'the payment was declined'}`,
      '',
      'Nothing was charged. Please make the payment in the portal, with another payment method if needed.',
      ...signOff,
    ].join('\n'),
  };
}

/** What a payment's e-mail needs besides the payment: who gets it, the account, the method's name. */
interface NoticeFacts {
  to: string | null;
  /** The owner's "Send payment confirmation e-mail" preference (no preferences saved: yes). */
  wantsReceipts: boolean;
  accountNumber: string;
  methodName: string;
}

/** Whether moving to `next` sends an e-mail: a receipt, a decline notice or a return notice. */
function sendsNotice(payment: PaymentRow, next: PaymentStatus): boolean {
  const receipt = payment.status === 'charging' && (next === 'pending' || next === 'processed');
  // a one-time payment's decline goes back to its setup, in front of the user: no e-mail
  return receipt || next === 'failed' || next === 'returned';
}

/** The facts of many payments' e-mails, one read per kind of fact for the whole list. */
async function noticeFacts(tx: Db, list: readonly PaymentRow[]): Promise<Map<number, NoticeFacts>> {
  const facts = new Map<number, NoticeFacts>();
  if (list.length === 0) return facts;
  const recipientOf = await noticeRecipientsOf(tx, list);
  const accountNumberOf = await accountNumbersOf(
    tx,
    list.map((payment) => payment.propertyId),
  );
  const methodNameOf = await methodNamesOf(
    tx,
    list.map((payment) => payment.paymentMethodId),
  );
  const wantsReceipts = await receiptPreferencesOf(
    tx,
    list.map((payment) => payment.ownerId),
  );
  for (const payment of list) {
    facts.set(payment.id, {
      to: recipientOf(payment),
      wantsReceipts: wantsReceipts(payment.ownerId),
      accountNumber: accountNumberOf(payment.propertyId),
      methodName: methodNameOf(payment.paymentMethodId),
    });
  }
  return facts;
}

/**
 * The e-mails that follow payments' moves, queued in the transaction that records the moves (so each
 * goes exactly once, with its move): a receipt when a charge goes through (bank: submitted), a notice
 * when a payment made without the homeowner at hand (scheduled, recurring, Auto-Draft) is declined,
 * and one when a bank payment is returned. One statement per kind of read and one insert for all.
 */
export async function queuePaymentNotices(
  tx: Db,
  moves: readonly { payment: PaymentRow; next: PaymentStatus; charge: ChargeState }[],
  now: Date,
): Promise<void> {
  const noticed = moves.filter((move) => sendsNotice(move.payment, move.next));
  const facts = await noticeFacts(
    tx,
    noticed.map((move) => move.payment),
  );
  const mails = noticed.flatMap(({ payment, next, charge }) => {
    const fact = facts.get(payment.id);
    if (!fact?.to) return [];
    // a receipt is a confirmation the owner may turn off; a decline or a return is always told
    if (next !== 'failed' && next !== 'returned' && !fact.wantsReceipts) return [];
    const { accountNumber, methodName } = fact;
    const mail =
      next === 'failed'
        ? failedMail(payment, charge, accountNumber, methodName)
        : next === 'returned'
          ? returnedMail(payment, charge, accountNumber, methodName)
          : receiptMail(payment, next, accountNumber, methodName);
    return [{ to: fact.to, ...mail }];
  });
  await enqueueMails(tx, mails, now);
}
