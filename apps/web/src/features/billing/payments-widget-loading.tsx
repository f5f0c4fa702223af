import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { AppLink } from '../../lib/link';

/**
 * The payments card while its figures load, in the loaded card's shape (label, balance line, schedule line,
 * buttons) so nothing below it moves when they arrive. Light on purpose: the dashboard shows it while the
 * widget's own code is still loading too.
 */
export function PaymentsWidgetLoading() {
  return (
    <Stack gap="xs">
      <Text size="sm">Current balance</Text>
      <Stack gap="xs" role="status" aria-label="Loading your balance…">
        <Skeleton height={34} my={5} width="50%" />
        <Skeleton height={16} my={3} width="70%" />
      </Stack>
      <PaymentLinks />
    </Stack>
  );
}

export function PaymentLinks() {
  return (
    <Group gap="xs" mt="xs">
      <Button component={AppLink} to="/billing">
        Make a payment
      </Button>
      <Button component={AppLink} to="/billing/account-overview" variant="default">
        Account overview
      </Button>
    </Group>
  );
}
