import { Checkbox, Group, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { fieldBinder } from '../../../lib/form-field';
import { intervalOptions } from '../intervals';
import type { PaymentFormValues } from './payment-form';

interface ChoiceFieldProps {
  form: UseFormReturn<PaymentFormValues>;
  name: 'paymentType' | 'timing';
  label: string;
  choices: readonly { value: string; label: string }[];
}

/** One of a few choices, as radio buttons side by side. */
function ChoiceField({ form, name, label, choices }: ChoiceFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Radio.Group label={label} value={field.value} onChange={field.onChange} name={field.name}>
          <Group mt="xs">
            {choices.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}

const paymentTypes = [
  { value: 'one-time', label: 'One-time' },
  { value: 'recurring', label: 'Recurring' },
];

const timings = [
  { value: 'now', label: 'Pay now' },
  { value: 'scheduled', label: 'Schedule for a later date' },
];

/** One-time or recurring. */
export function PaymentTypeField({ form }: { form: UseFormReturn<PaymentFormValues> }) {
  return <ChoiceField form={form} name="paymentType" label="Payment type" choices={paymentTypes} />;
}

/** Amount, timing or frequency, and notes of the payment form. */
export function PaymentFields({ form, today }: { form: UseFormReturn<PaymentFormValues>; today: string }) {
  const { register, formState, watch, trigger } = form;
  const field = fieldBinder(form);
  const recurring = watch('paymentType') === 'recurring';
  const payFullBalance = watch('payFullBalance');
  const scheduled = watch('timing') === 'scheduled';
  // After a failed submit, switching what is asked re-checks the form, so no message is left for a hidden field.
  const submitted = formState.submitCount > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the point is to re-check when the shown fields change
  useEffect(() => {
    if (submitted) void trigger();
  }, [submitted, recurring, payFullBalance, scheduled, trigger]);
  return (
    <>
      {recurring ? (
        <Checkbox label="Pay the full balance on each payment date" {...register('payFullBalance')} />
      ) : null}
      {recurring && payFullBalance ? null : (
        <TextInput
          label={recurring ? 'Amount of each payment ($)' : 'Amount ($)'}
          inputMode="decimal"
          autoComplete="off"
          required
          maw={240}
          {...field('amount')}
        />
      )}
      {recurring ? (
        <TextInput
          label="Maximum amount per payment ($)"
          description="Optional: no payment will be more than this."
          inputMode="decimal"
          autoComplete="off"
          maw={320}
          {...field('maximumAmount')}
        />
      ) : null}
      {recurring ? (
        <Group align="flex-start" grow maw={480}>
          <NativeSelect label="Frequency" data={intervalOptions} {...register('interval')} />
          <TextInput type="date" label="First payment date" min={today} required {...field('startDate')} />
        </Group>
      ) : (
        <Stack gap="xs">
          <ChoiceField form={form} name="timing" label="When" choices={timings} />
          {scheduled ? (
            <TextInput
              type="date"
              label="Payment date"
              min={today}
              required
              maw={240}
              {...field('scheduledDate')}
            />
          ) : null}
        </Stack>
      )}
      <Textarea
        label="Notes"
        description="Optional, up to 500 characters"
        autosize
        minRows={2}
        {...field('notes')}
      />
    </>
  );
}
