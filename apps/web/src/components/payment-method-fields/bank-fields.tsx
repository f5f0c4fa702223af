import { NativeSelect, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { fieldBinder } from '../../lib/form-field';
import type { BankFormValues } from './method-form-schemas';

/** Bank account details; they go to the processor only. */
export function BankFields({ form }: { form: UseFormReturn<BankFormValues> }) {
  const field = fieldBinder(form);
  return (
    <>
      <TextInput label="Account holder name" autoComplete="name" required {...field('holderName')} />
      <NativeSelect
        label="Account type"
        data={[
          { value: 'checking', label: 'Checking' },
          { value: 'savings', label: 'Savings' },
        ]}
        {...field('accountType')}
      />
      <TextInput
        label="Routing number"
        description="9 digits, at the bottom left of a check"
        inputMode="numeric"
        autoComplete="off"
        required
        {...field('routingNumber')}
      />
      <TextInput
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        required
        {...field('accountNumber')}
      />
      <TextInput
        label="Confirm account number"
        inputMode="numeric"
        autoComplete="off"
        required
        {...field('accountNumberConfirmation')}
      />
    </>
  );
}
