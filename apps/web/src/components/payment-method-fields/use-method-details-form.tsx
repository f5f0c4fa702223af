import type { MethodKind } from '@hoa/contracts/billing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { MethodDetails } from '../../lib/processor/processor';
import { BankFields } from './bank-fields';
import { CardFields } from './card-fields';
import {
  type BankFormValues,
  bankDetailsOf,
  bankFormSchema,
  type CardFormValues,
  cardDetailsOf,
  cardFormSchema,
} from './method-form-schemas';

const cardDefaults: CardFormValues = { name: '', number: '', expiry: '', cvc: '' };
const bankDefaults: BankFormValues = {
  holderName: '',
  routingNumber: '',
  accountNumber: '',
  accountNumberConfirmation: '',
  accountType: 'checking',
};

/**
 * The card or bank fields of `kind`, checked as typed: `fields` to render, `withDetails(use)` a submit handler
 * that checks them and hands the details on (to the processor only, never to our API).
 */
export function useMethodDetailsForm(kind: MethodKind) {
  const cardForm = useForm<CardFormValues>({
    resolver: zodResolver(cardFormSchema(new Date())),
    defaultValues: cardDefaults,
  });
  const bankForm = useForm<BankFormValues>({
    resolver: zodResolver(bankFormSchema),
    defaultValues: bankDefaults,
  });
  const withDetails = (use: (details: MethodDetails) => unknown) =>
    kind === 'card'
      ? cardForm.handleSubmit((values) => use(cardDetailsOf(values)))
      : bankForm.handleSubmit((values) => use(bankDetailsOf(values)));
  return {
    fields: kind === 'card' ? <CardFields form={cardForm} /> : <BankFields form={bankForm} />,
    withDetails,
    submitting: kind === 'card' ? cardForm.formState.isSubmitting : bankForm.formState.isSubmitting,
  };
}
