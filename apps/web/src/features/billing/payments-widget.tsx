import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import type { Cents } from '@hoa/contracts/money';
import { Skeleton, Stack, Text } from '@mantine/core';
import { QueryStatus } from '../../components/query-status';
import { PaymentLinks, PaymentsWidgetLoading } from './payments-widget-loading';
import { useFuturePayments, useRecurringPayments } from './queries';
import { usePropertyAccounts } from './use-property-accounts';

/** Balance of the chosen property's accounts, the next scheduled payment and the way to pay. */
export function PaymentsWidget() {
  const accounts = usePropertyAccounts();
  const future = useFuturePayments();
  const recurring = useRecurringPayments();
  if (accounts.error) {
    return (
      <QueryStatus
        label=""
        isPending={false}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
    );
  }
  // While loading, the card keeps the loaded card's shape (label, balance line, schedule line, buttons),
  // so nothing below it moves when the figures arrive.
  if (accounts.isPending) return <PaymentsWidgetLoading />;
  const ids = new Set(accounts.accounts.map((a) => a.subLedgerId));
  const balance = accounts.accounts.reduce((sum, a) => sum + a.balance, 0) as Cents;
  const scheduled = [
    ...(future.data ?? [])
      .filter((p) => ids.has(p.subLedgerId) && p.status === 'active')
      .map((p) => ({ date: p.scheduledDate, amount: p.amount as number | null, label: 'Scheduled payment' })),
    ...(recurring.data ?? [])
      .filter((p) => ids.has(p.subLedgerId) && p.status === 'active')
      .map((p) => ({ date: p.nextPaymentDate, amount: p.amount, label: 'Recurring payment' })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const next = scheduled[0];
  return (
    <Stack gap="xs">
      <Text size="sm">Current balance</Text>
      <Text fz={28} fw={700} data-testid="dashboard-balance">
        {formatMoney(balance < 0 ? -balance : balance)}
        {balance < 0 ? ' credit' : ''}
      </Text>
      {future.error || recurring.error ? (
        // the balance stays; only the schedule line says it could not be read
        <QueryStatus
          label=""
          isPending={false}
          error={future.error ?? recurring.error}
          onRetry={() => {
            if (future.error) void future.refetch();
            if (recurring.error) void recurring.refetch();
          }}
        />
      ) : future.isPending || recurring.isPending ? (
        <Skeleton height={16} my={3} width="70%" />
      ) : next ? (
        <Text size="sm">
          Next: {next.label.toLowerCase()}
          {next.amount !== null ? ` of ${formatMoney(next.amount)}` : ' of the full balance'} on{' '}
          {formatCalendarDate(next.date)}
        </Text>
      ) : (
        <Text size="sm">No payments scheduled.</Text>
      )}
      <PaymentLinks />
    </Stack>
  );
}
