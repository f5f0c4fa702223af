import {
  cardBrandOf,
  cvcLengthOf,
  isCardExpiryValid,
  isValidAbaRoutingNumber,
  isValidCardNumber,
  stripNumberSeparators,
} from '@hoa/contracts/bank-card';
import { billingMessages } from '@hoa/contracts/billing';
import { routingNumberPattern } from '@hoa/contracts/business-constants';
import { z } from 'zod';
import type { MethodDetails } from '../../lib/processor/processor';

export const cardMessages = {
  nameRequired: 'Enter the name on the card',
  numberRequired: 'Enter the card number',
  brandNotAccepted: 'We accept Visa, Mastercard, Discover and American Express cards.',
  numberInvalid: 'This card number is not valid. Please check it.',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expired: 'This card has expired.',
  cvc: (digits: number) =>
    digits === 4
      ? 'Enter the 4-digit security code on the front of the card'
      : 'Enter the 3-digit security code on the back of the card',
} as const;

export const bankMessages = {
  holderRequired: "Enter the account holder's name",
  accountNumberDigits: 'Bank account number must be 4 to 17 digits',
} as const;

/** "MM/YY" or "MM/YYYY" → month and four-digit year; null when it is not a date of that form. */
export function parseCardExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: year < 100 ? 2000 + year : year };
}

export const cardFormSchema = (today: Date) =>
  z
    .object({
      name: z.string().trim().min(1, cardMessages.nameRequired),
      number: z.string(),
      expiry: z.string(),
      cvc: z.string().trim(),
    })
    .superRefine((values, context) => {
      const number = stripNumberSeparators(values.number);
      const brand = cardBrandOf(number);
      const issue = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (number === '') issue('number', cardMessages.numberRequired);
      else if (!/^\d+$/.test(number) || !isValidCardNumber(number))
        issue(
          'number',
          brand === null && /^\d+$/.test(number) ? cardMessages.brandNotAccepted : cardMessages.numberInvalid,
        );
      const expiry = parseCardExpiry(values.expiry);
      if (!expiry) issue('expiry', cardMessages.expiryFormat);
      else if (!isCardExpiryValid(expiry.month, expiry.year, today)) issue('expiry', cardMessages.expired);
      const digits = brand ? cvcLengthOf(brand) : 3;
      const cvcOk = brand ? new RegExp(`^\\d{${digits}}$`).test(values.cvc) : /^\d{3,4}$/.test(values.cvc);
      if (!cvcOk) issue('cvc', cardMessages.cvc(digits));
    });
export type CardFormValues = z.input<ReturnType<typeof cardFormSchema>>;

const routingNumberSchema = z
  .string()
  .trim()
  .min(1, billingMessages.routingRequired)
  .regex(routingNumberPattern, billingMessages.routingDigits)
  .refine(isValidAbaRoutingNumber, billingMessages.routingChecksum);

export const bankFormSchema = z
  .object({
    holderName: z.string().trim().min(1, bankMessages.holderRequired),
    routingNumber: routingNumberSchema,
    accountNumber: z
      .string()
      .trim()
      .min(1, billingMessages.accountNumberRequired)
      .regex(/^\d{4,17}$/, bankMessages.accountNumberDigits),
    accountNumberConfirmation: z.string().trim().min(1, billingMessages.accountConfirmationRequired),
    accountType: z.enum(['checking', 'savings']),
  })
  .refine((v) => v.accountNumberConfirmation === '' || v.accountNumber === v.accountNumberConfirmation, {
    message: billingMessages.accountNumbersMatch,
    path: ['accountNumberConfirmation'],
  });
export type BankFormValues = z.input<typeof bankFormSchema>;

export function cardDetailsOf(values: CardFormValues): MethodDetails {
  const expiry = parseCardExpiry(values.expiry) as { month: number; year: number };
  return {
    kind: 'card',
    card: {
      number: stripNumberSeparators(values.number),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: values.cvc.trim(),
      name: values.name.trim(),
    },
  };
}

export function bankDetailsOf(values: BankFormValues): MethodDetails {
  return {
    kind: 'bank',
    bank: {
      routingNumber: values.routingNumber.trim(),
      accountNumber: values.accountNumber.trim(),
      accountType: values.accountType,
      holderName: values.holderName.trim(),
    },
  };
}
