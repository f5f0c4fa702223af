import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { LoadFailure } from '../../components/load-failure';
import { LoadingSpinner } from '../../components/loading-spinner';
import { AppLink, AppNavigate } from '../../lib/link';
import { AccountSummary } from './account-summary';
import { DeadLinkNotice } from './dead-link-notice';
import { deadLinkReason, expressErrorText } from './express-errors';
import { expressPayPath, useLinkAccount, useLinkOfPage } from './link-session';

/** `/epay/{strategy}/{link}/no-payment-needed`: the balance is zero or in credit; what comes due, if anything. */
export function NoPaymentNeededPage() {
  const link = useLinkOfPage();
  const account = useLinkAccount(link);
  if (!link) return <DeadLinkNotice reason="invalidLink" link={null} />;
  if (account.isPending) return <LoadingSpinner label="Opening your payment link…" />;
  if (account.isError) {
    const reason = deadLinkReason(account.error);
    if (reason) return <DeadLinkNotice reason={reason} link={link} />;
    return (
      <LoadFailure
        title="The payment page could not be opened"
        error={account.error}
        lines={[expressErrorText(account.error)]}
        onRetry={() => void account.refetch()}
      />
    );
  }
  const { account: details } = account.data;
  if (details.balance > 0) return <AppNavigate to={expressPayPath(link)} replace />;
  return (
    <Stack gap="lg">
      <Title order={1}>No payment is needed</Title>
      <Text>
        {details.balance < 0
          ? 'This account is in credit: the credit is used for the next charges.'
          : 'This account has nothing due right now.'}
      </Text>
      <AccountSummary account={details} />
      {details.upcomingCharges.length > 0 && details.paymentsAllowed ? (
        <Group>
          <Button component={AppLink} to={expressPayPath(link)} state={{ payAhead: true }} variant="default">
            Pay what is coming due now
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
