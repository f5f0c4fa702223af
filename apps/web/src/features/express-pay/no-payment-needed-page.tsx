import type { AuthenticateBody, ExpressPayAccount } from '@hoa/contracts/express-pay';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { AppLink, AppNavigate } from '../../lib/link';
import { AccountSummary } from './account-summary';
import { expressPayPath } from './link-session';
import { OpenedLink } from './opened-link';

/** `/epay/{strategy}/{link}/no-payment-needed`: the balance is zero or in credit; what comes due, if anything. */
export function NoPaymentNeededPage() {
  return <OpenedLink>{(link, { account }) => <NothingDue link={link} details={account} />}</OpenedLink>;
}

function NothingDue({ link, details }: { link: AuthenticateBody; details: ExpressPayAccount }) {
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
