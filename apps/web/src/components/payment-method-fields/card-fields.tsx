import { cardBrandOf, stripNumberSeparators } from '@hoa/contracts/bank-card';
import { Group, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { fieldBinder } from '../../lib/form-field';
import type { CardFormValues } from './method-form-schemas';

const brandNames = { visa: 'Visa', mastercard: 'Mastercard', discover: 'Discover', amex: 'American Express' };

/** Card details; they stay in the browser and go to the processor only. */
export function CardFields({ form }: { form: UseFormReturn<CardFormValues> }) {
  const { watch } = form;
  const field = fieldBinder(form);
  const brand = cardBrandOf(stripNumberSeparators(watch('number') ?? ''));
  return (
    <>
      <TextInput label="Name on card" autoComplete="cc-name" required {...field('name')} />
      <TextInput
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        description={brand ? `${brandNames[brand]} card` : 'Visa, Mastercard, Discover or American Express'}
        {...field('number')}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Expiry date (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          required
          {...field('expiry')}
        />
        <TextInput
          label="Security code"
          autoComplete="cc-csc"
          inputMode="numeric"
          description={brand === 'amex' ? '4 digits on the front' : '3 digits on the back'}
          required
          {...field('cvc')}
        />
      </Group>
    </>
  );
}
