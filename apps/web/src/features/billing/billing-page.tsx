import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FailureAlert } from '../../components/failure-alert';
import { QueryStatus } from '../../components/query-status';
import { productName } from '../../lib/theme/association-store';
import { accountLabel } from './account-choice';
import { todayForPayments } from './billing-dates';
import { CheckoutDialogs } from './checkout/checkout-dialogs';
import {
  emptyPaymentForm,
  type PaymentFormValues,
  paymentFormSchema,
  paymentRequestOf,
} from './checkout/payment-form';
import { PaymentForm } from './checkout/payment-form-view';
import { PaymentSuccess } from './checkout/payment-success';
import { useCheckout } from './checkout/use-checkout';
import { usePropertyAccounts } from './use-property-accounts';

/** /billing — Make a payment (SPEC §2): one-time now or on a date, or recurring. */
export function BillingPage() {
  const today = useMemo(() => todayForPayments(), []);
  const accounts = usePropertyAccounts();
  const checkout = useCheckout();
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema(today)),
    defaultValues: emptyPaymentForm,
  });
  const subLedgerId = form.watch('subLedgerId');
  const account = accounts.accounts.find((a) => String(a.subLedgerId) === subLedgerId) ?? null;
  const accountName = account ? accountLabel(account) : '';
  const submit = form.handleSubmit((values) => checkout.submit(paymentRequestOf(values)));

  return (
    <Stack gap="lg" maw={720}>
      <title>{`Make a payment · ${productName}`}</title>
      <Title order={1}>Make a payment</Title>
      {checkout.state.step === 'done' ? (
        <PaymentSuccess
          result={checkout.state.result}
          accountName={accountName}
          onAnother={() => {
            checkout.startOver();
            form.reset({ ...emptyPaymentForm, subLedgerId });
          }}
        />
      ) : (
        <>
          <QueryStatus
            label="Loading your accounts…"
            isPending={accounts.isPending}
            error={accounts.error}
            onRetry={() => void accounts.refetch()}
          />
          {accounts.data && accounts.accounts.length === 0 ? (
            <Text>There are no accounts to pay online. Please contact your management company.</Text>
          ) : null}
          <FailureAlert when={checkout.declined} title="The payment was declined">
            {checkout.declined} Your payment is kept: choose another payment method and review it again.
          </FailureAlert>
          {accounts.accounts.length > 0 ? (
            <PaymentForm
              form={form}
              today={today}
              accounts={accounts.accounts}
              account={account}
              onSubmit={submit}
              busy={checkout.busy === 'setup'}
              error={checkout.error && checkout.state.step === 'form' ? checkout.error : null}
            />
          ) : null}
          <CheckoutDialogs checkout={checkout} accountName={accountName} />
        </>
      )}
    </Stack>
  );
}
