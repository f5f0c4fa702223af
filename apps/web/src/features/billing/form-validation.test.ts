import { billingMessages } from '@hoa/contracts/billing';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bankFormSchema,
  bankMessages,
  cardDetailsOf,
  cardFormSchema,
  cardMessages,
  parseCardExpiry,
} from '../../components/payment-method-fields/method-form-schemas';
import {
  emptyLegacyForm,
  type LegacyFormValues,
  legacyFormSchema,
  legacyRequestOf,
} from './auto-draft/legacy-form';
import {
  emptyPaymentForm,
  type PaymentFormValues,
  paymentFormMessages,
  paymentFormSchema,
  paymentRequestOf,
} from './checkout/payment-form';
import {
  futureEditSchema,
  futureUpdateOf,
  recurringEditSchema,
  recurringUpdateOf,
} from './manage/edit-schedule-forms';

/** The message shown at each field (the first issue per field), as react-hook-form would show them. */
function messages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

const today = '2026-03-10';
const form = (values: Partial<PaymentFormValues>) => ({
  ...emptyPaymentForm,
  subLedgerId: '11',
  paymentMethodId: '3',
  amount: '125.50',
  ...values,
});

describe('the payment form', () => {
  const schema = paymentFormSchema(today);

  it('needs an account, a method and a positive amount in whole cents', () => {
    expect(messages(schema, { ...emptyPaymentForm })).toEqual({
      subLedgerId: paymentFormMessages.accountRequired,
      paymentMethodId: paymentFormMessages.methodRequired,
      amount: billingMessages.amountPositive,
    });
    expect(messages(schema, form({ amount: '-3' }))).toEqual({ amount: billingMessages.amountPositive });
    expect(messages(schema, form({ amount: '3.333' }))).toEqual({ amount: billingMessages.amountWholeCents });
    expect(messages(schema, form({ amount: '2000000' }))).toEqual({ amount: billingMessages.amountTooLarge });
    expect(messages(schema, form({}))).toEqual({});
  });

  it('schedules one-time payments after today and at most a year ahead', () => {
    const scheduled = (scheduledDate: string) =>
      messages(schema, form({ timing: 'scheduled', scheduledDate }));
    expect(scheduled('')).toEqual({ scheduledDate: paymentFormMessages.dateRequired });
    expect(scheduled('2026-03-09')).toEqual({ scheduledDate: billingMessages.dateInPast });
    expect(scheduled('2026-03-10')).toEqual({ scheduledDate: paymentFormMessages.dateNotAfterToday });
    expect(scheduled('2026-03-11')).toEqual({});
    expect(scheduled('2027-03-11')).toEqual({});
    expect(scheduled('2027-03-12')).toEqual({ scheduledDate: billingMessages.dateTooFar });
  });

  it('recurring: a start date, an amount unless paying the full balance, a maximum not below the amount', () => {
    const recurring = (values: Partial<PaymentFormValues>) =>
      messages(schema, form({ paymentType: 'recurring', startDate: '2026-04-01', ...values }));
    expect(recurring({})).toEqual({});
    expect(recurring({ startDate: today })).toEqual({ startDate: paymentFormMessages.startNotAfterToday });
    expect(recurring({ amount: '' })).toEqual({ amount: billingMessages.amountPositive });
    expect(recurring({ amount: '', payFullBalance: true })).toEqual({});
    expect(recurring({ maximumAmount: '100' })).toEqual({
      maximumAmount: billingMessages.maximumBelowAmount,
    });
    expect(recurring({ maximumAmount: '0' })).toEqual({ maximumAmount: billingMessages.amountPositive });
    expect(recurring({ payFullBalance: true, amount: '', maximumAmount: '400' })).toEqual({});
  });

  it('turns valid values into the setup call they make, amounts in cents', () => {
    expect(paymentRequestOf(form({ notes: '  March dues ' }))).toEqual({
      kind: 'one-time',
      request: { subLedgerId: 11, paymentMethodId: 3, amount: 12550, notes: 'March dues' },
    });
    expect(paymentRequestOf(form({ timing: 'scheduled', scheduledDate: '2026-04-01' }))).toEqual({
      kind: 'future',
      request: {
        subLedgerId: 11,
        paymentMethodId: 3,
        amount: 12550,
        scheduledDate: '2026-04-01',
        notes: undefined,
      },
    });
    expect(
      paymentRequestOf(
        form({
          paymentType: 'recurring',
          interval: 'quarterly',
          startDate: '2026-04-01',
          payFullBalance: true,
          maximumAmount: '1,000',
        }),
      ),
    ).toEqual({
      kind: 'recurring',
      request: {
        subLedgerId: 11,
        paymentMethodId: 3,
        notes: undefined,
        interval: 'quarterly',
        nextPaymentDate: '2026-04-01',
        payFullBalance: true,
        amount: undefined,
        maximumAmount: 100000,
      },
    });
  });
});

describe('the new card form', () => {
  const schema = cardFormSchema(new Date('2026-03-10T12:00:00Z'));
  const card = { name: 'Ann Owner', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

  it('accepts a valid card and hands the processor plain digits', () => {
    expect(messages(schema, card)).toEqual({});
    expect(cardDetailsOf(card)).toEqual({
      kind: 'card',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ann Owner' },
    });
  });

  it('checks the Luhn digit, the brand, the expiry and the security code length', () => {
    expect(messages(schema, { name: '', number: '', expiry: '', cvc: '' })).toEqual({
      name: cardMessages.nameRequired,
      number: cardMessages.numberRequired,
      expiry: cardMessages.expiryFormat,
      cvc: cardMessages.cvc(3),
    });
    expect(messages(schema, { ...card, number: '4242424242424241' })).toEqual({
      number: cardMessages.numberInvalid,
    });
    expect(messages(schema, { ...card, number: '9999999999999995' })).toEqual({
      number: cardMessages.brandNotAccepted,
    });
    expect(messages(schema, { ...card, expiry: '02/26' })).toEqual({ expiry: cardMessages.expired });
    expect(messages(schema, { ...card, expiry: '03/26' })).toEqual({});
    expect(messages(schema, { ...card, expiry: '13/30' })).toEqual({ expiry: cardMessages.expiryFormat });
    expect(messages(schema, { ...card, number: '378282246310005', cvc: '123' })).toEqual({
      cvc: cardMessages.cvc(4),
    });
    expect(messages(schema, { ...card, number: '378282246310005', cvc: '1234' })).toEqual({});
    expect(messages(schema, { ...card, cvc: '1234' })).toEqual({ cvc: cardMessages.cvc(3) });
  });

  it('reads MM/YY and MM/YYYY expiry dates', () => {
    expect(parseCardExpiry('4/29')).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry('04 / 2029')).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry('00/29')).toBeNull();
    expect(parseCardExpiry('0429')).toBeNull();
  });
});

describe('the new bank account form', () => {
  const bank = {
    holderName: 'Ann Owner',
    routingNumber: '110000000',
    accountNumber: '000123456789',
    accountNumberConfirmation: '000123456789',
    accountType: 'checking',
  };

  it('accepts the sandbox test account', () => {
    expect(messages(bankFormSchema, bank)).toEqual({});
  });

  it('checks the routing number (required, 9 digits, ABA checksum) and the matching account numbers', () => {
    expect(
      messages(bankFormSchema, {
        ...bank,
        holderName: ' ',
        routingNumber: '',
        accountNumber: '',
        accountNumberConfirmation: '',
      }),
    ).toEqual({
      holderName: bankMessages.holderRequired,
      routingNumber: billingMessages.routingRequired,
      accountNumber: billingMessages.accountNumberRequired,
      accountNumberConfirmation: billingMessages.accountConfirmationRequired,
    });
    expect(messages(bankFormSchema, { ...bank, routingNumber: '11000000' })).toEqual({
      routingNumber: billingMessages.routingDigits,
    });
    expect(messages(bankFormSchema, { ...bank, routingNumber: '110000001' })).toEqual({
      routingNumber: billingMessages.routingChecksum,
    });
    expect(
      messages(bankFormSchema, { ...bank, accountNumber: '12', accountNumberConfirmation: '12' }),
    ).toEqual({
      accountNumber: bankMessages.accountNumberDigits,
    });
    expect(messages(bankFormSchema, { ...bank, accountNumberConfirmation: '000123456788' })).toEqual({
      accountNumberConfirmation: billingMessages.accountNumbersMatch,
    });
  });
});

describe('the legacy Auto-Draft form (SPEC §5)', () => {
  const valid: LegacyFormValues = {
    ...emptyLegacyForm('2026-04'),
    routingNumber: '110000000',
    bankName: 'First Bank',
    bankAccountNumber: '000123456789',
    bankAccountNumberConfirmation: '000123456789',
    eSignature: 'Ann Owner',
    acceptAuthorization: true,
  };

  it('accepts a complete, signed form and makes the enroll call of it', () => {
    expect(messages(legacyFormSchema, valid)).toEqual({});
    expect(legacyRequestOf(valid, 11, '2026-01')).toMatchObject({
      subLedgerId: 11,
      routingNumber: '110000000',
      authorizationVersion: '2026-01',
      acceptAuthorization: true,
      pullDay: 1,
    });
  });

  it('shows the spec messages: routing number required and 9 digits, bank name, both account numbers, matching', () => {
    expect(messages(legacyFormSchema, emptyLegacyForm('2026-04'))).toEqual({
      routingNumber: billingMessages.routingRequired,
      bankName: billingMessages.bankNameRequired,
      bankAccountNumber: billingMessages.accountNumberRequired,
      bankAccountNumberConfirmation: billingMessages.accountConfirmationRequired,
      eSignature: billingMessages.eSignatureRequired,
      acceptAuthorization: billingMessages.authorizationRequired,
    });
    expect(messages(legacyFormSchema, { ...valid, routingNumber: '12345' })).toEqual({
      routingNumber: billingMessages.routingDigits,
    });
    expect(messages(legacyFormSchema, { ...valid, routingNumber: '110000001' })).toEqual({
      routingNumber: billingMessages.routingChecksum,
    });
    expect(messages(legacyFormSchema, { ...valid, bankAccountNumberConfirmation: '000123456780' })).toEqual({
      bankAccountNumberConfirmation: billingMessages.accountNumbersMatch,
    });
  });
});

describe('changing a scheduled or recurring payment', () => {
  it('checks the amount and a date after today, and sends amounts in cents', () => {
    const schema = futureEditSchema(today);
    expect(messages(schema, { amount: '0', scheduledDate: today, notes: '' })).toEqual({
      amount: billingMessages.amountPositive,
      scheduledDate: paymentFormMessages.dateNotAfterToday,
    });
    expect(futureUpdateOf({ amount: '40.10', scheduledDate: '2026-04-02', notes: ' x ' })).toEqual({
      amount: 4010,
      scheduledDate: '2026-04-02',
      notes: 'x',
    });
  });

  it('a recurring payment may switch to the full balance, capped by a maximum (null clears it)', () => {
    const schema = recurringEditSchema(today);
    const values = {
      payFullBalance: false,
      amount: '100',
      maximumAmount: '50',
      interval: 'monthly' as const,
      nextPaymentDate: '2026-04-01',
      notes: '',
    };
    expect(messages(schema, values)).toEqual({ maximumAmount: billingMessages.maximumBelowAmount });
    expect(messages(schema, { ...values, payFullBalance: true, amount: '' })).toEqual({});
    expect(recurringUpdateOf({ ...values, payFullBalance: true, amount: '' })).toEqual({
      payFullBalance: true,
      maximumAmount: 5000,
      interval: 'monthly',
      nextPaymentDate: '2026-04-01',
      notes: '',
    });
    expect(recurringUpdateOf({ ...values, maximumAmount: ' ' }).maximumAmount).toBeNull();
  });
});
