import type { MethodKind, SubLedgerAccount } from '@hoa/contracts/billing';
import type { Cents } from '@hoa/contracts/money';
import { Button, Stack } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FailureAlert } from '../../../components/failure-alert';
import { QueryStatus } from '../../../components/query-status';
import { centsToDollarInput } from '../../../lib/money-input';
import { defaultAccount, paymentBlock } from '../account-choice';
import { usePaymentOptions } from '../api/payment-options';
import { AccountPicker } from '../components/account-picker';
import { AccountStatus } from '../components/account-status';
import { FormErrorSummary } from '../components/form-error-summary';
import {
  MethodPicker,
  MethodPickerSkeleton,
  methodUnavailableReason,
} from '../payment-methods/method-picker';
import { NewMethodModal } from '../payment-methods/new-method-modal';
import { usePaymentMethods } from '../queries';
import { FeePreview } from './fee-preview';
import { PaymentFields, PaymentTypeField } from './payment-fields';
import type { PaymentFormValues } from './payment-form';

const fieldLabels: Partial<Record<keyof PaymentFormValues, string>> = {
  subLedgerId: 'Account',
  paymentMethodId: 'Payment method',
  amount: 'Amount',
  scheduledDate: 'Payment date',
  startDate: 'First payment date',
  maximumAmount: 'Maximum amount',
  notes: 'Notes',
};

interface PaymentFormProps {
  form: UseFormReturn<PaymentFormValues>;
  today: string;
  accounts: SubLedgerAccount[];
  account: SubLedgerAccount | null;
  onSubmit: (event?: FormEvent) => Promise<void>;
  busy: boolean;
  error: string | null;
}

/** The Make-a-payment form: account, method (or a new one), amount, timing, notes, fee preview. */
export function PaymentForm({ form, today, accounts, account, onSubmit, busy, error }: PaymentFormProps) {
  const { control, formState, setValue, getValues, getFieldState, watch } = form;
  const methods = usePaymentMethods();
  const options = usePaymentOptions(account?.associationId ?? null);
  const [adding, setAdding] = useState<MethodKind | null>(null);

  // Start on the primary account; move when the header's property changes the list.
  useEffect(() => {
    if (accounts.length > 0 && !account) {
      setValue('subLedgerId', String(defaultAccount(accounts)?.subLedgerId ?? ''));
    }
  }, [accounts, account, setValue]);
  // The amount starts as the balance, and follows the account until the person types one.
  const accountId = account?.subLedgerId;
  const balance = account?.balance ?? 0;
  useEffect(() => {
    if (accountId === undefined || getFieldState('amount').isDirty) return;
    setValue('amount', balance > 0 ? centsToDollarInput(balance as Cents) : '');
  }, [accountId, balance, getFieldState, setValue]);
  // The first method that can pay is chosen for the person.
  useEffect(() => {
    if (getValues('paymentMethodId') || !methods.data) return;
    const usable = methods.data.find((method) => methodUnavailableReason(method, options.data) === null);
    if (usable) setValue('paymentMethodId', String(usable.id));
  }, [methods.data, options.data, getValues, setValue]);

  const chosenMethod = methods.data?.find((method) => String(method.id) === watch('paymentMethodId'));
  const blocked = account ? paymentBlock(account) !== null : false;

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <Stack gap="md">
          <Controller
            control={control}
            name="subLedgerId"
            render={({ field, fieldState }) => (
              <AccountPicker
                withBalance={false}
                accounts={accounts}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                name={field.name}
                error={fieldState.error?.message}
              />
            )}
          />
          {account ? <AccountStatus account={account} /> : null}
          {blocked ? null : (
            <>
              <PaymentTypeField form={form} />
              {methods.isPending ? (
                <MethodPickerSkeleton />
              ) : (
                <QueryStatus
                  label="Loading your payment methods…"
                  isPending={false}
                  error={methods.error}
                  onRetry={() => void methods.refetch()}
                />
              )}
              {methods.data ? (
                <Controller
                  control={control}
                  name="paymentMethodId"
                  render={({ field, fieldState }) => (
                    <MethodPicker
                      methods={methods.data}
                      options={options.data}
                      value={field.value}
                      onChange={field.onChange}
                      onAddNew={setAdding}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ) : null}
              <PaymentFields form={form} today={today} />
              <FeePreview
                amountText={watch('amount')}
                kind={chosenMethod?.kind ?? null}
                options={options.data}
              />
              <FormErrorSummary
                errors={formState.errors}
                submitCount={formState.submitCount}
                labels={fieldLabels}
              />
              <FailureAlert when={error} title="The payment could not be set up">
                {error}
              </FailureAlert>
              <Button type="submit" loading={busy} maw={240}>
                Review payment
              </Button>
            </>
          )}
        </Stack>
      </form>
      {/* Outside the form: React events bubble through portals, and its submit must not submit this form. */}
      <NewMethodModal
        kind={adding}
        onClose={() => setAdding(null)}
        onAdded={(method) => {
          setAdding(null);
          setValue('paymentMethodId', String(method.id), { shouldValidate: formState.submitCount > 0 });
        }}
      />
    </>
  );
}
