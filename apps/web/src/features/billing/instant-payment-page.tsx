import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { billingMessages } from '@hoa/contracts/billing';
import { formatMoney } from '@hoa/contracts/format';
import type { Cents } from '@hoa/contracts/money';
import { Alert, Anchor, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../components/failure-alert';
import { QueryStatus } from '../../components/query-status';
import { AppLink } from '../../lib/link';
import { centsToDollarInput } from '../../lib/money-input';
import { productName } from '../../lib/theme/association-store';
import { accountLabel, defaultAccount, paymentBlock } from './account-choice';
import { usePaymentOptions } from './api/payment-options';
import { CheckoutDialogs } from './checkout/checkout-dialogs';
import { FeePreview } from './checkout/fee-preview';
import { PaymentSuccess } from './checkout/payment-success';
import { useCheckout } from './checkout/use-checkout';
import { AccountPicker } from './components/account-picker';
import { AccountStatus } from './components/account-status';
import { methodUnavailableReason } from './payment-methods/method-picker';
import { usePaymentMethods } from './queries';
import { usePropertyAccounts } from './use-property-accounts';

/** /billing/instant-payment — pay an account's whole balance now with a saved method, in one step. */
export function InstantPaymentPage() {
  const accounts = usePropertyAccounts();
  const methods = usePaymentMethods();
  const checkout = useCheckout();
  const [chosenAccount, setChosenAccount] = useState('');
  const [chosenMethod, setChosenMethod] = useState('');
  const account =
    accounts.accounts.find((a) => String(a.subLedgerId) === chosenAccount) ??
    defaultAccount(accounts.accounts);
  const options = usePaymentOptions(account?.associationId ?? null);
  const usable = (methods.data ?? []).filter((m) => methodUnavailableReason(m, options.data) === null);
  // The default is the first saved method that can pay (the list comes newest first from the server).
  const method = usable.find((m) => String(m.id) === chosenMethod) ?? usable[0] ?? null;
  const balance = (account?.balance ?? 0) as Cents;
  const accountName = account ? accountLabel(account) : '';

  const pay = () => {
    if (!account || !method) return;
    void checkout.submit({
      kind: 'one-time',
      request: { subLedgerId: account.subLedgerId, paymentMethodId: method.id, amount: balance },
    });
  };

  return (
    <Stack gap="lg" maw={640}>
      <title>{`Instant payment · ${productName}`}</title>
      <Title order={1}>Instant payment</Title>
      {checkout.state.step === 'done' ? (
        <PaymentSuccess
          result={checkout.state.result}
          accountName={accountName}
          onAnother={checkout.startOver}
        />
      ) : (
        <>
          <Text>Pay your balance now with your saved payment method.</Text>
          <QueryStatus
            label="Loading your accounts…"
            isPending={accounts.isPending}
            error={accounts.error}
            onRetry={() => void accounts.refetch()}
          />
          {accounts.accounts.length > 1 && account ? (
            <AccountPicker
              withBalance={false}
              accounts={accounts.accounts}
              value={String(account.subLedgerId)}
              onChange={(event) => setChosenAccount(event.currentTarget.value)}
            />
          ) : null}
          {account ? <AccountStatus account={account} /> : null}
          {account && paymentBlock(account) === null ? (
            balance <= 0 ? (
              <Alert color="green" role="status">
                {billingMessages.nothingToPay}
              </Alert>
            ) : (
              <>
                <QueryStatus
                  label="Loading your payment methods…"
                  isPending={methods.isPending}
                  error={methods.error}
                  onRetry={() => void methods.refetch()}
                />
                {methods.data && !method ? (
                  <Text>
                    You have no saved payment method that can pay now.{' '}
                    <Anchor component={AppLink} to="/billing">
                      Add one on Make a payment
                    </Anchor>
                    .
                  </Text>
                ) : null}
                {method ? (
                  <>
                    <NativeSelect
                      label="Pay with"
                      data={usable.map((m) => ({ value: String(m.id), label: m.displayName }))}
                      value={String(method.id)}
                      onChange={(event) => setChosenMethod(event.currentTarget.value)}
                    />
                    <FeePreview
                      amountText={centsToDollarInput(balance)}
                      kind={method.kind}
                      options={options.data}
                    />
                    <FailureAlert when={checkout.declined} title="The payment was declined">
                      {checkout.declined} Choose another payment method and pay again.
                    </FailureAlert>
                    <FailureAlert
                      when={checkout.error && checkout.state.step === 'form'}
                      title="The payment could not be set up"
                    >
                      {checkout.error}
                    </FailureAlert>
                    <Button onClick={pay} loading={checkout.busy === 'setup'} maw={280}>
                      Pay {formatMoney(balance)} now
                    </Button>
                  </>
                ) : null}
              </>
            )
          ) : null}
          <CheckoutDialogs checkout={checkout} accountName={accountName} />
        </>
      )}
    </Stack>
  );
}
