import { Checkbox, Group, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { fieldBinder } from '../../../lib/form-field';
import { intervalOptions } from '../intervals';
import type { PaymentFormValues } from './payment-form';

/** One-time or recurring. */
export function PaymentTypeField({ form }: { form: UseFormReturn<PaymentFormValues> }) {
  const { control } = form;
  return (
    <Controller
      control={control}
      name="paymentType"
      render={({ field }) => (
        <Radio.Group label="Payment type" value={field.value} onChange={field.onChange} name={field.name}>
          <Group mt="xs">
            <Radio value="one-time" label="One-time" />
            <Radio value="recurring" label="Recurring" />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

/** Amount, timing or frequency, and notes of the payment form. */
export function PaymentFields({ form, today }: { form: UseFormReturn<PaymentFormValues>; today: string }) {
  const { register, control, formState, watch, trigger } = form;
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
          <Controller
            control={control}
            name="timing"
            render={({ field }) => (
              <Radio.Group label="When" value={field.value} onChange={field.onChange} name={field.name}>
                <Group mt="xs">
                  <Radio value="now" label="Pay now" />
                  <Radio value="scheduled" label="Schedule for a later date" />
                </Group>
              </Radio.Group>
            )}
          />
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
