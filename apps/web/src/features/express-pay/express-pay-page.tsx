import type { MethodKind } from '@hoa/contracts/billing';
import type { AuthenticateBody, ExpressPayAccount, ExpressPayPayment } from '@hoa/contracts/express-pay';
import { cents } from '@hoa/contracts/money';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AppNavigate } from '../../lib/link';
import { centsToDollarInput } from '../../lib/money-input';
import { AccountSummary } from './account-summary';
import { ChooseStep } from './choose-step';
import { expressPayKeys, expressPayPath } from './link-session';
import { OpenedLink } from './opened-link';
import { PayStep } from './pay-step';
import { keepReceipt } from './receipt';
import { useExpressCheckout } from './use-express-checkout';

/** Whether the payer came from the no-payment-needed screen to pay what comes due ahead of time. */
const paysAhead = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { payAhead?: unknown }).payAhead === true;

/**
 * `/epay/{strategy}/{link}` (issue 15): a person who is not signed in pays the link's account. Opening the
 * page exchanges the link for a 15-minute epay token; only Pay charges anything.
 */
export function ExpressPayPage() {
  const { state } = useLocation();
  const ahead = paysAhead(state);
  return (
    <OpenedLink>
      {(link, { account }) =>
        account.balance <= 0 && !ahead ? (
          <AppNavigate to={expressPayPath(link, 'no-payment-needed')} replace />
        ) : (
          <ExpressPayment link={link} account={account} payAhead={ahead} />
        )
      }
    </OpenedLink>
  );
}

function startingAmount(account: ExpressPayAccount, payAhead: boolean): string {
  if (account.balance > 0) return centsToDollarInput(cents(account.balance));
  if (!payAhead) return '';
  const due = account.upcomingCharges.reduce((sum, charge) => sum + charge.amount, 0) + account.balance;
  return due > 0 ? centsToDollarInput(cents(due)) : '';
}

function ExpressPayment({
  link,
  account,
  payAhead,
}: {
  link: AuthenticateBody;
  account: ExpressPayAccount;
  payAhead: boolean;
}) {
  const queryClient = useQueryClient();
  const checkout = useExpressCheckout(link);
  const [step, setStep] = useState<'choose' | 'pay'>('choose');
  const [amountText, setAmountText] = useState(() => startingAmount(account, payAhead));
  const [methodKind, setMethodKind] = useState<MethodKind>('card');
  const [paid, setPaid] = useState(false);

  if (paid) return <AppNavigate to={expressPayPath(link, 'confirmation')} replace />;

  const onPaid = (payment: ExpressPayPayment, payerEmail: string | null) => {
    keepReceipt(link, {
      payment,
      associationName: account.associationName,
      accountNumber: account.accountNumber,
      payerEmail,
    });
    // the balance changed and a one-time link is spent: read again when the page is next shown
    void queryClient.invalidateQueries({ queryKey: expressPayKeys.link(link), refetchType: 'none' });
    setPaid(true);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Pay your association account</Title>
      <Text>You do not need to sign in. Check the account below, then choose how much to pay and how.</Text>
      <AccountSummary account={account} />
      {account.paymentsAllowed ? (
        step === 'choose' || !checkout.setup ? (
          <ChooseStep
            amountText={amountText}
            onAmountText={setAmountText}
            methodKind={methodKind}
            onMethodKind={setMethodKind}
            onContinue={async (amount, kind) => {
              await checkout.choose(amount, kind);
              setStep('pay');
            }}
          />
        ) : (
          <PayStep
            key={checkout.setup.methodKind}
            setup={checkout.setup}
            onChange={() => setStep('choose')}
            onSwitchMethod={async (kind) => {
              const next = await checkout.choose(checkout.setup?.amount ?? 0, kind);
              setMethodKind(next.methodKind);
            }}
            onPay={checkout.pay}
            onPaid={onPaid}
          />
        )
      ) : (
        <Alert color="yellow" role="status" title="Payments cannot be taken online for this account">
          {account.paymentsNotAllowedReason ?? 'Please contact your management company to pay.'}
        </Alert>
      )}
    </Stack>
  );
}
