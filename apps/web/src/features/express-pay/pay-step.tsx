import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import type { MethodKind } from '@hoa/contracts/billing';
import type { ExpressPayPayment, ExpressPaySetupDto } from '@hoa/contracts/express-pay';
import { expressPayMessages } from '@hoa/contracts/express-pay';
import { formatMoney } from '@hoa/contracts/format';
import {
  type Disclosure,
  oneTimeAchAuthorizationDisclosure,
  paymentTermsDisclosure,
} from '@hoa/contracts/payment-disclosures';
import { Alert, Button, Checkbox, Fieldset, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { FailureAlert } from '../../components/failure-alert';
import { useMethodDetailsForm } from '../../components/payment-method-fields/use-method-details-form';
import { SummaryTable } from '../../components/summary-table';
import type { MethodDetails } from '../../lib/processor/processor';
import { methodNames } from './choose-step';
import { expressErrorText } from './express-errors';
import type { PayProblem } from './use-express-checkout';

const receiptEmail = z.email('Enter a valid e-mail address, or leave it empty').max(254);

interface PayStepProps {
  setup: ExpressPaySetupDto;
  onChange: () => void;
  onSwitchMethod: (kind: MethodKind) => Promise<unknown>;
  onPay: (input: {
    details: MethodDetails;
    payerEmail: string | null;
    acknowledgeDuplicate: boolean;
  }) => Promise<{ paid: ExpressPayPayment } | { problem: PayProblem }>;
  onPaid: (payment: ExpressPayPayment, payerEmail: string | null) => void;
}

/**
 * The second step: what it costs with each method, the card or bank details (they go to the processor
 * only), a receipt address, the terms (and for a bank the one-time debit authorization) and Pay.
 */
export function PayStep({ setup, onChange, onSwitchMethod, onPay, onPaid }: PayStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const kind = setup.methodKind;
  const other: MethodKind = kind === 'card' ? 'bank' : 'card';
  const otherFees = setup.feesByMethod[other];
  const [email, setEmail] = useState(setup.payerEmail ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [problem, setProblem] = useState<PayProblem | null>(null);
  const [busy, setBusy] = useState<'pay' | 'switch' | null>(null);
  const [switchError, setSwitchError] = useState<unknown>(null);
  const lastDetails = useRef<MethodDetails | null>(null);
  const method = useMethodDetailsForm(kind);

  const run = async (details: MethodDetails, acknowledgeDuplicate: boolean) => {
    lastDetails.current = details;
    setBusy('pay');
    setProblem(null);
    const outcome = await onPay({ details, payerEmail: email.trim() || null, acknowledgeDuplicate });
    setBusy(null);
    if ('paid' in outcome) onPaid(outcome.paid, email.trim() || null);
    else setProblem(outcome.problem);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    const emailOk = typed === '' || receiptEmail.safeParse(typed).success;
    setEmailError(emailOk ? null : 'Enter a valid e-mail address, or leave it empty');
    setTermsError(accepted ? null : expressPayMessages.acceptFirst);
    const proceed = (details: MethodDetails) => (emailOk && accepted ? run(details, false) : undefined);
    void method.withDetails(proceed)();
  };

  const switchMethod = async () => {
    setBusy('switch');
    setProblem(null);
    setSwitchError(null);
    try {
      await onSwitchMethod(other);
      setAccepted(false);
    } catch (error) {
      setSwitchError(error);
    } finally {
      setBusy(null);
    }
  };

  const disclosures: Disclosure[] =
    kind === 'bank' ? [paymentTermsDisclosure, oneTimeAchAuthorizationDisclosure] : [paymentTermsDisclosure];
  const rows: [string, string][] = [
    ['Amount', formatMoney(setup.fees.amount)],
    ['Processing fee', formatMoney(setup.fees.processingFee)],
    ...(setup.fees.largeAmountFee > 0
      ? ([['Large-amount fee', formatMoney(setup.fees.largeAmountFee)]] as [string, string][])
      : []),
    ['Total', formatMoney(setup.fees.total)],
    ['Pay by', methodNames[kind]],
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} ref={heading} tabIndex={-1}>
          Review and pay
        </Title>
        <SummaryTable rows={rows} caption="This payment" />
        {otherFees ? (
          <Text size="sm">
            {`By ${other === 'bank' ? 'bank account' : 'card'} instead: ${formatMoney(otherFees.processingFee)} fee, ${formatMoney(otherFees.total)} in all.`}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button variant="default" onClick={onChange} disabled={busy !== null}>
            Change amount or method
          </Button>
          {otherFees ? (
            <Button variant="default" onClick={() => void switchMethod()} loading={busy === 'switch'}>
              {other === 'bank' ? 'Pay by bank account' : 'Pay by card'}
            </Button>
          ) : null}
        </Group>
        <FailureAlert when={switchError} title="The method was not changed">
          {expressErrorText(switchError)}
        </FailureAlert>

        <fieldset disabled={busy !== null} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Fieldset legend={kind === 'card' ? 'Card details' : 'Bank account details'}>
              <Stack gap="sm">
                <Text size="sm">
                  {kind === 'card'
                    ? 'Your card number and security code go straight to the payment processor; this site never receives them.'
                    : 'Your account and routing numbers go straight to the payment processor; this site never receives them.'}
                </Text>
                {method.fields}
              </Stack>
            </Fieldset>
            <TextInput
              type="email"
              label="E-mail for your receipt (optional)"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={emailError}
            />
            {disclosures.map((disclosure) => (
              <section key={disclosure.id} aria-labelledby={`epay-${disclosure.id}`}>
                <Text fw={700} size="sm" id={`epay-${disclosure.id}`}>
                  {disclosure.title}
                </Text>
                {disclosure.paragraphs.map((paragraph) => (
                  <Text key={paragraph} size="sm" mt={4}>
                    {paragraph}
                  </Text>
                ))}
              </section>
            ))}
            <Checkbox
              label={
                kind === 'bank'
                  ? 'I have read and accept the payment disclosures, and I authorize this one bank debit'
                  : 'I have read and accept the payment disclosures'
              }
              checked={accepted}
              onChange={(event) => setAccepted(event.currentTarget.checked)}
              error={termsError}
            />
          </Stack>
        </fieldset>

        <ProblemNotice
          problem={problem}
          busy={busy === 'pay'}
          onPayAnyway={() => lastDetails.current && void run(lastDetails.current, true)}
          onDontPay={() => setProblem(null)}
        />
        <Group>
          <Button type="submit" size="md" loading={busy === 'pay'} disabled={busy === 'switch'}>
            {`Pay ${formatMoney(setup.fees.total)}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ProblemNotice({
  problem,
  busy,
  onPayAnyway,
  onDontPay,
}: {
  problem: PayProblem | null;
  busy: boolean;
  onPayAnyway: () => void;
  onDontPay: () => void;
}) {
  if (!problem) return null;
  switch (problem.kind) {
    case 'declined':
      return (
        <FailureAlert when title="The payment was declined">
          {`${problem.message} Nothing was charged. Check the details, or use another card or bank account.`}
        </FailureAlert>
      );
    case 'details':
      return (
        <FailureAlert when title="The details were not accepted">
          {`${problem.message} Nothing was charged.`}
        </FailureAlert>
      );
    case 'duplicate':
      return (
        <Alert color="yellow" role="alert" title="This looks like a payment already made">
          <Text size="sm">{problem.message}</Text>
          <Group mt="sm">
            <Button size="xs" onClick={onPayAnyway} loading={busy}>
              Pay anyway
            </Button>
            <Button size="xs" variant="default" onClick={onDontPay} disabled={busy}>
              Don’t pay
            </Button>
          </Group>
        </Alert>
      );
    case 'failed':
      return (
        <FailureAlert when title="The payment did not go through">
          {`${expressErrorText(problem.error)} If you choose Pay again, you will not be charged twice.`}
        </FailureAlert>
      );
  }
}
