import '@mantine/core/styles/Accordion.layer.css';
import { billingMessages } from '@hoa/contracts/billing';
import { formatMoney } from '@hoa/contracts/format';
import {
  duplicateWindowHours,
  fundsPulledBusinessDays,
  largeAmountThreshold,
  upcomingChargeDays,
} from '@hoa/contracts/payment-rules';
import { Accordion, Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLink } from '../../lib/link';
import { useSessionValue } from '../../lib/session-store/session-store';
import { productName } from '../../lib/theme/association-store';
import { usePaymentOptions } from './api/payment-options';
import { describeProcessingFee, formatBasisPoints } from './fees';

function FeeFacts() {
  const associationId = useSessionValue((s) => s.selectedAssociationId);
  const options = usePaymentOptions(associationId);
  if (!options.data) {
    return (
      <Text>
        Your association may charge a processing fee, either a percentage of the payment or a flat amount,
        which depends on whether you pay by card or from a bank account. Payments over{' '}
        {formatMoney(largeAmountThreshold)} may add a further percentage. Every fee is shown before you
        confirm.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {options.data.options.map((option) => (
        <Text key={option.methodKind}>
          {option.methodKind === 'card' ? 'Card' : 'Bank account'}:{' '}
          {option.enabled ? describeProcessingFee(option) : 'not accepted online'}.
        </Text>
      ))}
      <Text>
        Payments over {formatMoney(largeAmountThreshold)}
        {options.data.largeAmountFeeBasisPoints > 0
          ? ` add ${formatBasisPoints(options.data.largeAmountFeeBasisPoints)} of the amount.`
          : ' add no further fee.'}{' '}
        Every fee is shown before you confirm.
      </Text>
    </Stack>
  );
}

const questions: { id: string; question: string; answer: ReactNode }[] = [
  { id: 'fees', question: 'What fees apply?', answer: <FeeFacts /> },
  {
    id: 'when',
    question: 'When is the money taken from my account?',
    answer: (
      <Text>
        Your payment is applied to your association account on the date it is made. Card or bank funds are
        pulled {fundsPulledBusinessDays.min}–{fundsPulledBusinessDays.max} business days after the authorized
        date.
      </Text>
    ),
  },
  {
    id: 'change',
    question: 'Can I change or cancel a payment?',
    answer: (
      <Text>
        Scheduled and recurring payments can be changed or removed under{' '}
        <Anchor component={AppLink} to="/billing/manage-account">
          Manage payments
        </Anchor>{' '}
        until 8:00 PM Eastern time on the day before the payment date. Their payment method cannot be changed:
        remove the payment and make a new one. {billingMessages.cannotCancelToday}
      </Text>
    ),
  },
  {
    id: 'stop',
    question: 'How do I stop a recurring payment or Auto-Draft?',
    answer: (
      <Text>
        Remove it in the portal and it stops within one business day. If you ask your management company
        instead, allow 14 calendar days.
      </Text>
    ),
  },
  {
    id: 'duplicate',
    question: 'Why was I asked whether to continue with a payment?',
    answer: (
      <Text>
        When a payment for the same account was submitted in the past {duplicateWindowHours} hours, or one is
        already scheduled for that date, we ask before taking another, in case it is a mistake. You can
        continue if you mean to pay again.
      </Text>
    ),
  },
  {
    id: 'returned',
    question: 'What happens if a bank payment is returned?',
    answer: (
      <Text>
        If your bank returns a payment (for example for insufficient funds), it is reversed on your account
        and the balance is due again; your association may charge a returned-payment fee. Check your bank
        details, then pay again or use another method.
      </Text>
    ),
  },
  {
    id: 'declined',
    question: 'My card was declined. What now?',
    answer: (
      <Text>
        Nothing was charged. Your payment is kept: choose another saved method or add a new one, and review it
        again. If a kind of payment is unavailable, try again later or pay the other way (card or bank
        account).
      </Text>
    ),
  },
  {
    id: 'charges',
    question: 'Where can I see what I owe?',
    answer: (
      <Text>
        <Anchor component={AppLink} to="/billing/account-overview">
          Account overview
        </Anchor>{' '}
        shows your balance, the charges due in the next {upcomingChargeDays} days, your recent activity and
        statements to download.
      </Text>
    ),
  },
  {
    id: 'help',
    question: 'I still need help',
    answer: (
      <Text>
        Send your management company a message from{' '}
        <Anchor component={AppLink} to="/community/new-request">
          New request
        </Anchor>{' '}
        or see{' '}
        <Anchor component={AppLink} to="/community/help">
          Help
        </Anchor>
        . The full terms are on the{' '}
        <Anchor component={AppLink} to="/billing/payment-consent">
          payment disclosures
        </Anchor>{' '}
        page.
      </Text>
    ),
  },
];

/** /billing/support — payment support and FAQ from the portal's rules (SPEC §9). */
export function PaymentSupportPage() {
  return (
    <Stack gap="lg" maw={760}>
      <title>{`Payment support · ${productName}`}</title>
      <Title order={1}>Payment support</Title>
      <Accordion multiple defaultValue={['fees']} variant="separated">
        {questions.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
