import { billingMessages, type SubLedgerAccount } from '@hoa/contracts/billing';
import { type Cents, formatCents } from '@hoa/contracts/money';
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
            {formatCents((balance < 0 ? -balance : balance) as Cents)}
          </Text>
        </Text>
        {block === 'blocked' ? (
          <Badge color="red" variant="filled">
            {billingMessages.blockedTitle}
          </Badge>
        ) : null}
      </Group>
      {block === 'blocked' ? (
        <Alert color="red" role="alert" title={billingMessages.blockedTitle}>
          {billingMessages.blocked}
        </Alert>
      ) : null}
      {block === 'disabled' ? (
        <Alert color="yellow" role="alert" title="Online payments are off">
          {billingMessages.disabled}
        </Alert>
      ) : null}
    </>
  );
}
