import type { SubLedgerAccount } from '@hoa/contracts/billing';
import type { CheckoutLinkDto } from '@hoa/contracts/express-pay';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ActionConfirmDialog } from '../../../components/confirm-dialog';
import { QueryStatus } from '../../../components/query-status';
import { useCheckoutLinks, withdrawCheckoutLink } from '../api/checkout-links';
import { DismissibleNotice } from '../components/dismissible-notice';
import { useBillingMutation } from '../use-billing-mutation';
import { isLive, linkDates, linkName, linkRecipient, linkStateColors, linkStateLabels } from './link-text';

// Mantine's light badges keep AA contrast with dark text on the light tint
const StateBadge = ({ state }: Pick<CheckoutLinkDto, 'state'>) => (
  <Badge color={linkStateColors[state]} variant="light" c="dark.8">
    {linkStateLabels[state]}
  </Badge>
);

function LinkItem({ link, onWithdraw }: { link: CheckoutLinkDto; onWithdraw: () => void }) {
  return (
    <Paper withBorder p="md" component="li">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <StateBadge state={link.state} />
            <Text fw={600}>{linkRecipient(link)}</Text>
          </Group>
          <Text size="sm">
            {linkDates(link)
              .map(({ label, value }) => `${label} ${value}`)
              .join(' · ')}
          </Text>
        </Stack>
        {isLive(link) ? (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={onWithdraw}
            aria-label={`Withdraw the ${linkName(link)}`}
          >
            Withdraw
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/** The account's payment links, newest first, with their state; a live one can be withdrawn. */
export function LinkList({ account }: { account: SubLedgerAccount }) {
  const links = useCheckoutLinks(account.subLedgerId);
  const [withdrawing, setWithdrawing] = useState<CheckoutLinkDto | null>(null);
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  const withdraw = useBillingMutation((link: CheckoutLinkDto) => withdrawCheckoutLink(link.id));
  // the Withdraw button that had the focus is gone with the dialog: the focus goes to the outcome
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (withdrawn) notice.current?.focus();
  }, [withdrawn]);

  const confirmWithdrawal = async () => {
    if (!withdrawing) return;
    try {
      await withdraw.mutateAsync(withdrawing);
      setWithdrawn(`The ${linkName(withdrawing)} was withdrawn. It no longer works.`);
      setWithdrawing(null);
    } catch {
      // shown in the dialog
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="links-heading">
      <Title order={2} id="links-heading">
        Payment links of {account.name}, account {account.accountNumber}
      </Title>
      {withdrawn ? (
        <div ref={notice} tabIndex={-1}>
          <DismissibleNotice onDismiss={() => setWithdrawn(null)}>{withdrawn}</DismissibleNotice>
        </div>
      ) : null}
      <QueryStatus
        label="Loading the payment links…"
        isPending={links.isPending}
        error={links.error}
        onRetry={() => void links.refetch()}
      />
      {links.data && links.data.length === 0 ? (
        <Text>No payment links have been sent for this account.</Text>
      ) : null}
      {links.data && links.data.length > 0 ? (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="links-heading"
        >
          {links.data.map((link) => (
            <LinkItem key={link.id} link={link} onWithdraw={() => setWithdrawing(link)} />
          ))}
        </Stack>
      ) : null}
      <ActionConfirmDialog
        opened={withdrawing !== null}
        title="Withdraw payment link?"
        confirmLabel="Withdraw link"
        cancelLabel="Keep it"
        danger
        action={withdraw}
        onConfirm={() => void confirmWithdrawal()}
        onClose={() => setWithdrawing(null)}
      >
        <Text>
          The {withdrawing ? linkName(withdrawing) : 'link'} stops working at once: nobody can pay with it any
          more. You can send a new link afterwards.
        </Text>
      </ActionConfirmDialog>
    </Stack>
  );
}
