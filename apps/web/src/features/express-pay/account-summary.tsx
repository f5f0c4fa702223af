import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import type { ExpressPayAccount } from '@hoa/contracts/express-pay';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { List, Paper, Stack, Text } from '@mantine/core';

/** "Balance due $250.00", "No balance", "Credit $12.00". */
export function balanceText(balance: number): string {
  if (balance > 0) return `Balance due ${formatMoney(balance)}`;
  if (balance < 0) return `Credit ${formatMoney(-balance)}`;
  return 'No balance due';
}

/** What the link's payer may see of the account: masked owner, property and number, balance, what comes due. */
export function AccountSummary({ account }: { account: ExpressPayAccount }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="epay-account">
      <Stack gap={4}>
        <Text fw={700} id="epay-account">
          {account.associationName}
        </Text>
        <Text size="sm">
          Account {account.accountNumber} · {account.ownerName}
        </Text>
        <Text size="sm">{account.property}</Text>
        <Text fw={700} size="lg" mt="xs">
          {balanceText(account.balance)}
        </Text>
        {account.upcomingCharges.length > 0 ? (
          <>
            <Text size="sm" mt="xs">
              Coming due:
            </Text>
            <List size="sm" spacing={2}>
              {account.upcomingCharges.map((charge) => (
                <List.Item key={`${charge.dueDate}-${charge.description}`}>
                  {formatCalendarDate(charge.dueDate)}: {charge.description}, {formatMoney(charge.amount)}
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
