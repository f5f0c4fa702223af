import { maskAccountNumber } from '@hoa/contracts/express-pay';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { expressPaySetups } from '../../db/schema/express-pay-setups';
import type { PaymentStatus } from '../../db/schema/payments';
import { queueMails } from '../mail/queue-mail';
import { type ComposedMail, composeMail } from '../mail/templates/catalog';
import { accountNumbersOf, methodNamesOf, noticeRecipientsOf } from '../payments/notice-facts';
import type { PaymentRow } from '../payments/payment-row';
import { confirmationNumber } from '../payments/payment-view';
import type { ChargeState } from '../processor/port';

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

/** The e-mail a move sends: a receipt, a return notice or a decline notice. */
function noticeMail(
  payment: PaymentRow,
  next: PaymentStatus,
  charge: ChargeState,
  fact: NoticeFacts,
): ComposedMail {
  const { accountNumber, methodName } = fact;
  const what = kindWords[payment.kind];
  const made = { what, total: payment.total, date: payment.paymentDate, accountNumber, methodName };
  if (next === 'failed') {
    return composeMail('paymentFailed', {
      ...made,
      reason: charge.failureMessage ?? 'the payment was declined',
    });
  }
  if (next === 'returned') {
    return composeMail('paymentReturned', { ...made, reason: returnReasonText(charge.failureCode) });
  }
  return composeMail('paymentReceipt', {
    what,
    accountNumber,
    confirmationNumber: confirmationNumber({ id: payment.id, status: next }) ?? '',
    date: payment.paymentDate,
    amount: payment.amount,
    processingFee: payment.processingFee,
    largeAmountFee: payment.largeAmountFee,
    total: payment.total,
    methodName,
    pending: next === 'pending',
  });
}

/** What a payment's e-mail needs besides the payment: who gets it, the account, the method's name. */
interface NoticeFacts {
  to: string | null;
  /** An express payment's payer, when they gave an address for the receipt (ADR 118). */
  payerEmail: string | null;
  accountNumber: string;
  methodName: string;
}

/** Whether moving to `next` sends an e-mail: a receipt, a decline notice or a return notice. */
function sendsNotice(payment: PaymentRow, next: PaymentStatus): boolean {
  const receipt = payment.status === 'charging' && (next === 'pending' || next === 'processed');
  // a one-time (or express) payment's decline is answered to the person paying, in front of them: no e-mail
  const declineTold = next === 'failed' && payment.kind !== 'express';
  return receipt || declineTold || next === 'returned';
}

/** The receipt addresses express payers gave, by payment id. */
async function expressPayerEmailsOf(tx: Db, paymentIds: readonly number[]): Promise<Map<number, string>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await tx
    .select({ paymentId: expressPaySetups.paymentId, email: expressPaySetups.payerEmail })
    .from(expressPaySetups)
    .where(inArray(expressPaySetups.paymentId, [...paymentIds]));
  return new Map(
    rows.flatMap((row) => (row.paymentId !== null && row.email ? [[row.paymentId, row.email] as const] : [])),
  );
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
  const payerEmailOf = await expressPayerEmailsOf(
    tx,
    list.filter((payment) => payment.kind === 'express').map((payment) => payment.id),
  );
  for (const payment of list) {
    facts.set(payment.id, {
      to: recipientOf(payment),
      payerEmail: payerEmailOf.get(payment.id) ?? null,
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
  // a receipt is a confirmation the owner may turn off (queueMails honours it); a decline or a return
  // is always told
  const mails = noticed.flatMap(({ payment, next, charge }) => {
    const fact = facts.get(payment.id);
    if (!fact) return [];
    const sender = { associationId: payment.associationId };
    const toOwner = fact.to
      ? [{ to: fact.to, mail: noticeMail(payment, next, charge, fact), sender, ownerId: payment.ownerId }]
      : [];
    // the payer of an express payment gets its receipt at the address they gave, with the account masked
    const toPayer =
      fact.payerEmail && next !== 'failed'
        ? [
            {
              to: fact.payerEmail,
              mail: noticeMail(payment, next, charge, {
                ...fact,
                accountNumber: maskAccountNumber(fact.accountNumber),
              }),
              sender,
            },
          ]
        : [];
    return [...toOwner, ...toPayer];
  });
  await queueMails(tx, mails, now);
}
