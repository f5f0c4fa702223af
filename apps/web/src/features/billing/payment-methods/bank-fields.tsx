import { NativeSelect, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { BankFormValues } from './method-form-schemas';

/** Bank account details; they go to the processor only. */
export function BankFields({ form }: { form: UseFormReturn<BankFormValues> }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <TextInput
        label="Account holder name"
        autoComplete="name"
        required
        {...register('holderName')}
        error={errors.holderName?.message}
      />
      <NativeSelect
        label="Account type"
        data={[
          { value: 'checking', label: 'Checking' },
          { value: 'savings', label: 'Savings' },
        ]}
        {...register('accountType')}
        error={errors.accountType?.message}
      />
      <TextInput
        label="Routing number"
        description="9 digits, at the bottom left of a check"
        inputMode="numeric"
        autoComplete="off"
        required
        {...register('routingNumber')}
        error={errors.routingNumber?.message}
      />
      <TextInput
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        required
        {...register('accountNumber')}
        error={errors.accountNumber?.message}
      />
      <TextInput
        label="Confirm account number"
        inputMode="numeric"
        autoComplete="off"
        required
        {...register('accountNumberConfirmation')}
        error={errors.accountNumberConfirmation?.message}
      />
    </>
  );
}
