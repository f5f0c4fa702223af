import { billingMessages, type SubLedgerAccount } from '@hoa/contracts/billing';
import { formatMoney } from '@hoa/contracts/format';
import type { Cents } from '@hoa/contracts/money';
import { Alert, Badge, Group, Text } from '@mantine/core';
import { paymentBlock } from '../account-choice';

/** The balance of an account and, when it cannot be paid online, why (SPEC §6 "Blocked payments"). */
export function AccountStatus({ account }: { account: SubLedgerAccount }) {
  const block = paymentBlock(account);
  const balance = account.balance as Cents;
  return (
    <>
      <Group gap="sm">
        <Text>
          {balance < 0 ? 'Credit: ' : 'Balance: '}
          <Text span fw={700}>
            {formatMoney(balance < 0 ? -balance : balance)}
          </Text>
        </Text>
        {block === 'blocked' ? (
          <Badge color="red" variant="filled">
            {billingMessages.blockedTitle}
          </Badge>
        ) : null}
      </Group>
      <PaymentBlockNotice account={account} />
    </>
  );
}

/** Why this account cannot be paid online (blocked, or online payments off); nothing when it can. */
export function PaymentBlockNotice({ account }: { account: SubLedgerAccount }) {
  const block = paymentBlock(account);
  if (block === 'blocked') {
    return (
      <Alert color="red" role="alert" title={billingMessages.blockedTitle}>
        {billingMessages.blocked}
      </Alert>
    );
  }
  if (block === 'disabled') {
    return (
      <Alert color="yellow" role="alert" title="Online payments are off">
        {billingMessages.disabled}
      </Alert>
    );
  }
  return null;
}
