import { billingMessages, type PaymentInterval, type PaymentSetupRequest } from '@hoa/contracts/billing';
import { addCalendarDays, maximumScheduleDays } from '@hoa/contracts/payment-rules';
import { z } from 'zod';
import { parseDollarsToCents } from '../../../lib/money-input';
import type { FuturePaymentSetupRequest } from '../api/future-payments';
import type { RecurringPaymentSetupRequest } from '../api/recurring-payments';

export const paymentFormMessages = {
  accountRequired: 'Choose an account',
  methodRequired: 'Choose a payment method',
  dateRequired: 'Choose a date',
  dateNotAfterToday: 'Choose a date after today. To pay today, choose Pay now.',
  startNotAfterToday: 'The first payment date must be after today.',
  notesTooLong: 'Notes can be at most 500 characters',
} as const;

export interface PaymentFormValues {
  subLedgerId: string;
  paymentType: 'one-time' | 'recurring';
  paymentMethodId: string;
  amount: string;
  notes: string;
  /** One-time: now, or on a later date (a future payment). */
  timing: 'now' | 'scheduled';
  scheduledDate: string;
  interval: PaymentInterval;
  startDate: string;
  payFullBalance: boolean;
  maximumAmount: string;
}

export const emptyPaymentForm: PaymentFormValues = {
  subLedgerId: '',
  paymentType: 'one-time',
  paymentMethodId: '',
  amount: '',
  notes: '',
  timing: 'now',
  scheduledDate: '',
  interval: 'monthly',
  startDate: '',
  payFullBalance: false,
  maximumAmount: '',
};

/** What is wrong with a payment date: none, past, today (the caller's wording) or more than a year ahead. */
export function scheduleDateProblem(date: string, today: string, notAfterToday: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return paymentFormMessages.dateRequired;
  if (date < today) return billingMessages.dateInPast;
  if (date === today) return notAfterToday;
  if (date > addCalendarDays(today, maximumScheduleDays)) return billingMessages.dateTooFar;
  return null;
}

/** The form's rules for a given today (YYYY-MM-DD in the association's time zone). */
export function paymentFormSchema(today: string) {
  return z
    .object({
      subLedgerId: z.string().min(1, paymentFormMessages.accountRequired),
      paymentType: z.enum(['one-time', 'recurring']),
      paymentMethodId: z.string().min(1, paymentFormMessages.methodRequired),
      amount: z.string(),
      notes: z.string().max(500, paymentFormMessages.notesTooLong),
      timing: z.enum(['now', 'scheduled']),
      scheduledDate: z.string(),
      interval: z.enum(['monthly', 'quarterly', 'yearly']),
      startDate: z.string(),
      payFullBalance: z.boolean(),
      maximumAmount: z.string(),
    })
    .superRefine((values, context) => {
      const issue = (path: keyof PaymentFormValues, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      const checkDate = (path: 'scheduledDate' | 'startDate', notAfterToday: string) => {
        const problem = scheduleDateProblem(values[path], today, notAfterToday);
        if (problem) issue(path, problem);
      };
      const recurring = values.paymentType === 'recurring';
      const amountNeeded = !(recurring && values.payFullBalance);
      const amount = amountNeeded ? parseDollarsToCents(values.amount) : null;
      if (amount && !amount.ok) issue('amount', amount.message);
      if (!recurring && values.timing === 'scheduled')
        checkDate('scheduledDate', paymentFormMessages.dateNotAfterToday);
      if (recurring) {
        checkDate('startDate', paymentFormMessages.startNotAfterToday);
        if (values.maximumAmount.trim() !== '') {
          const maximum = parseDollarsToCents(values.maximumAmount);
          if (!maximum.ok) issue('maximumAmount', maximum.message);
          else if (amount?.ok && maximum.cents < amount.cents)
            issue('maximumAmount', billingMessages.maximumBelowAmount);
        }
      }
    });
}

export type PaymentRequest =
  | { kind: 'one-time'; request: PaymentSetupRequest }
  | { kind: 'future'; request: FuturePaymentSetupRequest }
  | { kind: 'recurring'; request: RecurringPaymentSetupRequest };

const centsOf = (text: string) => {
  const parsed = parseDollarsToCents(text);
  if (!parsed.ok) throw new RangeError(parsed.message);
  return parsed.cents;
};

/** Valid form values as the setup call they make (one-time now, a future payment, or a recurring one). */
export function paymentRequestOf(values: PaymentFormValues): PaymentRequest {
  const notes = values.notes.trim() || undefined;
  const base = {
    subLedgerId: Number(values.subLedgerId),
    paymentMethodId: Number(values.paymentMethodId),
    notes,
  };
  if (values.paymentType === 'recurring') {
    const maximum = values.maximumAmount.trim();
    return {
      kind: 'recurring',
      request: {
        ...base,
        interval: values.interval,
        nextPaymentDate: values.startDate,
        payFullBalance: values.payFullBalance,
        amount: values.payFullBalance ? undefined : centsOf(values.amount),
        maximumAmount: maximum ? centsOf(maximum) : undefined,
      },
    };
  }
  const amount = centsOf(values.amount);
  if (values.timing === 'scheduled') {
    return { kind: 'future', request: { ...base, amount, scheduledDate: values.scheduledDate } };
  }
  return { kind: 'one-time', request: { ...base, amount } };
}
