import '@mantine/core/styles/Paper.layer.css';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { LoadingSpinner } from '../../components/loading-spinner';
import { SummaryTable } from '../../components/summary-table';
import { AppLink } from '../../lib/link';
import { pathOf } from '../../lib/pages';
import { DeadLinkNotice } from './dead-link-notice';
import { deadLinkReason } from './express-errors';
import { useLinkAccount, useLinkOfPage } from './link-session';
import { type Receipt, readReceipt, receiptOf } from './receipt';

const statusTexts: Record<string, string> = {
  processed: 'Paid',
  pending: 'Submitted: a bank payment takes a few business days to clear',
  charging: 'Being processed',
  failed: 'Not paid',
  returned: 'Returned by the bank',
};

/**
 * `/epay/{strategy}/{link}/confirmation`: the receipt of the payment just made (kept in this tab), or of the
 * link's newest payment; where to find it again, and an invitation to sign up and enroll in Auto-Draft.
 */
export function ExpressPayConfirmationPage() {
  const link = useLinkOfPage();
  const kept = link ? readReceipt(link) : null;
  // only when this tab kept no receipt: the link's own payments (a used one-time link can no longer open)
  const account = useLinkAccount(kept ? null : link);
  if (!link) return <DeadLinkNotice reason="invalidLink" link={null} />;
  if (kept) return <ReceiptView receipt={kept} />;
  if (account.isPending) return <LoadingSpinner label="Loading your receipt…" />;
  const newest = account.data?.payments[0];
  if (account.data && newest) return <ReceiptView receipt={receiptOf(newest, account.data.account)} />;
  const reason = account.isError ? deadLinkReason(account.error) : null;
  if (reason && reason !== 'usedLink') return <DeadLinkNotice reason={reason} link={link} />;
  return (
    <Stack gap="md">
      <Title order={1}>Payment confirmation</Title>
      <Text>
        {reason === 'usedLink'
          ? 'This link has been used to pay. If an e-mail address was given when paying, the receipt was sent there; the owner also receives it.'
          : 'No payment has been made through this link yet.'}
      </Text>
    </Stack>
  );
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { payment } = receipt;
  const done = payment.status === 'processed' || payment.status === 'pending';
  const rows: [string, string][] = [
    ['Account', `${receipt.associationName}, account ${receipt.accountNumber}`],
    ['Amount', formatMoney(payment.amount)],
    ['Processing fee', formatMoney(payment.processingFee)],
    ...(payment.largeAmountFee > 0
      ? ([['Large-amount fee', formatMoney(payment.largeAmountFee)]] as [string, string][])
      : []),
    ['Total charged', formatMoney(payment.total)],
    ['Date', formatCalendarDate(payment.paymentDate)],
    ['Paid with', payment.methodName],
    ['Status', statusTexts[payment.status] ?? payment.status],
  ];
  return (
    <Stack gap="lg">
      <Title order={1} ref={heading} tabIndex={-1}>
        {payment.status === 'processed' ? 'Payment complete' : done ? 'Payment submitted' : 'Payment'}
      </Title>
      <Alert
        color={done ? 'green' : 'yellow'}
        role="status"
        title={`Confirmation number: ${payment.confirmationNumber ?? payment.id}`}
      >
        {receipt.payerEmail
          ? `A receipt has been e-mailed to ${receipt.payerEmail}.`
          : 'Keep this confirmation number: no receipt was e-mailed to you (the owner receives one).'}
      </Alert>
      <SummaryTable rows={rows} caption="Payment details" />
      <Group>
        <Button variant="default" onClick={() => window.print()}>
          Print this receipt
        </Button>
      </Group>
      <Paper withBorder p="md" component="section" aria-labelledby="epay-invite">
        <Stack gap="xs">
          <Text fw={700} id="epay-invite">
            Is this your home?
          </Text>
          <Text size="sm">
            Create your portal account to see the account’s history and statements, keep a payment method, and
            enroll in Auto-Draft so your dues are paid on time without a link.
          </Text>
          <Group gap="md">
            <Anchor component={AppLink} to={pathOf('createAccount')}>
              Create an account
            </Anchor>
            <Anchor component={AppLink} to={pathOf('login')}>
              Log in
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
