import { billingMessages } from '@hoa/contracts/billing';
import type { Cents } from '@hoa/contracts/money';
import type { FuturePaymentDto, RecurringPaymentDto } from '@hoa/contracts/scheduled-payments';
import { z } from 'zod';
import { centsToDollarInput, parseDollarsToCents } from '../../../lib/money-input';
import type { FuturePaymentUpdate } from '../api/future-payments';
import type { RecurringPaymentUpdate } from '../api/recurring-payments';
import { paymentFormMessages, scheduleDateProblem } from '../checkout/payment-form';

type Issue = (path: string, message: string) => void;
const issueFor =
  (context: z.RefinementCtx): Issue =>
  (path, message) =>
    context.addIssue({ code: 'custom', path: [path], message });

function checkAmount(text: string, path: string, issue: Issue) {
  const parsed = parseDollarsToCents(text);
  if (!parsed.ok) issue(path, parsed.message);
  return parsed.ok ? parsed.cents : null;
}

// ---- future (scheduled one-time) payments --------------------------------------------------

export interface FutureEditValues {
  amount: string;
  scheduledDate: string;
  notes: string;
}

export const futureEditSchema = (today: string) =>
  z
    .object({
      amount: z.string(),
      scheduledDate: z.string(),
      notes: z.string().max(500, paymentFormMessages.notesTooLong),
    })
    .superRefine((values, context) => {
      const issue = issueFor(context);
      checkAmount(values.amount, 'amount', issue);
      const problem = scheduleDateProblem(values.scheduledDate, today, paymentFormMessages.dateNotAfterToday);
      if (problem) issue('scheduledDate', problem);
    });

export const futureEditValuesOf = (payment: FuturePaymentDto): FutureEditValues => ({
  amount: centsToDollarInput(payment.amount as Cents),
  scheduledDate: payment.scheduledDate,
  notes: payment.notes ?? '',
});

export function futureUpdateOf(values: FutureEditValues): FuturePaymentUpdate {
  const amount = parseDollarsToCents(values.amount);
  if (!amount.ok) throw new RangeError(amount.message);
  return { amount: amount.cents, scheduledDate: values.scheduledDate, notes: values.notes.trim() };
}

// ---- recurring payments -----------------------------------------------------------------

export interface RecurringEditValues {
  payFullBalance: boolean;
  amount: string;
  maximumAmount: string;
  interval: 'monthly' | 'quarterly' | 'yearly';
  nextPaymentDate: string;
  notes: string;
}

export const recurringEditSchema = (today: string) =>
  z
    .object({
      payFullBalance: z.boolean(),
      amount: z.string(),
      maximumAmount: z.string(),
      interval: z.enum(['monthly', 'quarterly', 'yearly']),
      nextPaymentDate: z.string(),
      notes: z.string().max(500, paymentFormMessages.notesTooLong),
    })
    .superRefine((values, context) => {
      const issue = issueFor(context);
      const amount = values.payFullBalance ? null : checkAmount(values.amount, 'amount', issue);
      if (values.maximumAmount.trim() !== '') {
        const maximum = checkAmount(values.maximumAmount, 'maximumAmount', issue);
        if (maximum !== null && amount !== null && maximum < amount) {
          issue('maximumAmount', billingMessages.maximumBelowAmount);
        }
      }
      const problem = scheduleDateProblem(
        values.nextPaymentDate,
        today,
        paymentFormMessages.startNotAfterToday,
      );
      if (problem) issue('nextPaymentDate', problem);
    });

export const recurringEditValuesOf = (payment: RecurringPaymentDto): RecurringEditValues => ({
  payFullBalance: payment.payFullBalance,
  amount: payment.amount === null ? '' : centsToDollarInput(payment.amount as Cents),
  maximumAmount: payment.maximumAmount === null ? '' : centsToDollarInput(payment.maximumAmount as Cents),
  interval: payment.interval,
  nextPaymentDate: payment.nextPaymentDate,
  notes: payment.notes ?? '',
});

export function recurringUpdateOf(values: RecurringEditValues): RecurringPaymentUpdate {
  const cents = (text: string) => {
    const parsed = parseDollarsToCents(text);
    if (!parsed.ok) throw new RangeError(parsed.message);
    return parsed.cents;
  };
  return {
    payFullBalance: values.payFullBalance,
    ...(values.payFullBalance ? {} : { amount: cents(values.amount) }),
    maximumAmount: values.maximumAmount.trim() === '' ? null : cents(values.maximumAmount),
    interval: values.interval,
    nextPaymentDate: values.nextPaymentDate,
    notes: values.notes.trim(),
  };
}
