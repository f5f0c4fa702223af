import { fundsPulledBusinessDays } from '@hoa/contracts/payment-rules';
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { SummaryTable } from '../../../components/summary-table';
import { AppLink } from '../../../lib/link';
import type { OpenSetup } from './checkout-calls';
import { summaryRows } from './setup-summary';

function headline(result: OpenSetup): { title: string; reference: string } {
  switch (result.kind) {
    case 'one-time':
      return {
        title: result.payment.status === 'processed' ? 'Payment complete' : 'Payment submitted',
        reference: `Confirmation number: ${result.payment.confirmationNumber ?? String(result.payment.id)}`,
      };
    case 'future':
      return { title: 'Payment scheduled', reference: `Scheduled payment number: ${result.payment.id}` };
    case 'recurring':
      return {
        title: 'Recurring payment set up',
        reference: `Recurring payment number: ${result.payment.id}`,
      };
  }
}

/** After the confirm: the confirmation number and what was agreed; focus moves here for screen readers. */
export function PaymentSuccess({
  result,
  accountName,
  onAnother,
}: {
  result: OpenSetup;
  accountName: string;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { title, reference } = headline(result);
  return (
    <Stack gap="md" maw={640}>
      <Title order={2} ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Alert color="green" role="status" title={reference}>
        {result.kind === 'one-time'
          ? `Card or bank funds are pulled ${fundsPulledBusinessDays.min}–${fundsPulledBusinessDays.max} business days after today.`
          : 'You can change or remove it until 8:00 PM Eastern time on the day before each payment date, under Manage payments.'}
      </Alert>
      <SummaryTable rows={summaryRows(result, accountName)} caption="Payment details" />
      <Group>
        <Button onClick={onAnother}>Make another payment</Button>
        <Anchor
          component={AppLink}
          to={result.kind === 'one-time' ? '/billing/account-overview' : '/billing/manage-account'}
        >
          {result.kind === 'one-time' ? 'Go to account overview' : 'Go to manage payments'}
        </Anchor>
      </Group>
    </Stack>
  );
}
