import type { SubLedgerAccount } from '@hoa/contracts/billing';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import type { FuturePaymentDto, RecurringPaymentDto } from '@hoa/contracts/scheduled-payments';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ActionConfirmDialog } from '../../../components/confirm-dialog';
import { QueryStatus } from '../../../components/query-status';
import { deleteFuturePayment } from '../api/future-payments';
import { deleteRecurringPayment } from '../api/recurring-payments';
import { DismissibleNotice } from '../components/dismissible-notice';
import { intervalLabels } from '../intervals';
import { useAccounts, useFuturePayments, useRecurringPayments } from '../queries';
import { useBillingMutation } from '../use-billing-mutation';
import { EditFutureDialog, EditRecurringDialog } from './edit-schedule-dialogs';
import { ScheduleItem, StoppedScheduleItem } from './schedule-item';

function accountName(accounts: SubLedgerAccount[] | undefined, subLedgerId: number, accountNumber: string) {
  const account = accounts?.find((a) => a.subLedgerId === subLedgerId);
  return account ? `${account.name} · ${account.accountNumber}` : `Account ${accountNumber}`;
}

const recurringTitle = (payment: RecurringPaymentDto, accounts: SubLedgerAccount[] | undefined) =>
  `${payment.payFullBalance ? 'Full balance' : formatMoney(payment.amount ?? 0)} ${intervalLabels[payment.interval].toLowerCase()} · ${accountName(accounts, payment.subLedgerId, payment.accountNumber)}`;

const recurringLines = (payment: RecurringPaymentDto) => [
  `Next payment: ${formatCalendarDate(payment.nextPaymentDate)}`,
  `Payment method: ${payment.paymentMethodName}`,
  ...(payment.maximumAmount === null ? [] : [`Maximum per payment: ${formatMoney(payment.maximumAmount)}`]),
  ...(payment.estimatedFees ? [`Total with fees: ${formatMoney(payment.estimatedFees.total)}`] : []),
  ...(payment.notes ? [`Notes: ${payment.notes}`] : []),
];

const futureTitle = (payment: FuturePaymentDto, accounts: SubLedgerAccount[] | undefined) =>
  `${formatMoney(payment.amount)} on ${formatCalendarDate(payment.scheduledDate)} · ${accountName(accounts, payment.subLedgerId, payment.accountNumber)}`;

const futureLines = (payment: FuturePaymentDto) => [
  `Payment method: ${payment.paymentMethodName}`,
  `Total with fees: ${formatMoney(payment.total)}`,
  ...(payment.notes ? [`Notes: ${payment.notes}`] : []),
];

type Removal =
  | { kind: 'recurring'; payment: RecurringPaymentDto }
  | { kind: 'future'; payment: FuturePaymentDto };

/** Recurring payments and future one-time payments, each changeable and removable until the cutoff. */
export function ScheduledPaymentsSection() {
  const accounts = useAccounts();
  const recurring = useRecurringPayments();
  const future = useFuturePayments();
  const [editingRecurring, setEditingRecurring] = useState<RecurringPaymentDto | null>(null);
  const [editingFuture, setEditingFuture] = useState<FuturePaymentDto | null>(null);
  const [removing, setRemoving] = useState<Removal | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useBillingMutation((removal: Removal) =>
    removal.kind === 'recurring'
      ? deleteRecurringPayment(removal.payment.id)
      : deleteFuturePayment(removal.payment.id),
  );
  // Active ones can change until the cutoff; those stopped (their card removed, the account blocked) are
  // listed apart with the reason, as nothing is left to change or remove on them.
  const recurringShown = (recurring.data ?? []).filter((p) => p.status === 'active');
  const futureShown = (future.data ?? []).filter((p) => p.status === 'active');
  const stopped = [
    ...(recurring.data ?? [])
      .filter((p) => p.status === 'deactivated')
      .map((p) => ({
        key: `recurring-${p.id}`,
        title: recurringTitle(p, accounts.data),
        reason: p.deactivatedReason,
      })),
    ...(future.data ?? [])
      .filter((p) => p.status === 'deactivated')
      .map((p) => ({
        key: `future-${p.id}`,
        title: futureTitle(p, accounts.data),
        reason: p.deactivatedReason,
      })),
  ];

  const confirmRemoval = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing);
      setNotice(
        removing.kind === 'recurring'
          ? 'The recurring payment was removed.'
          : 'The scheduled payment was removed.',
      );
      setRemoving(null);
    } catch {
      // shown in the dialog
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="recurring-heading">
      <Title order={2} id="recurring-heading">
        Recurring payments
      </Title>
      {notice ? <DismissibleNotice onDismiss={() => setNotice(null)}>{notice}</DismissibleNotice> : null}
      <QueryStatus
        label="Loading recurring payments…"
        isPending={recurring.isPending}
        error={recurring.error}
        onRetry={() => void recurring.refetch()}
      />
      {recurring.data && recurringShown.length === 0 ? <Text>You have no recurring payments.</Text> : null}
      <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
        {recurringShown.map((payment) => (
          <ScheduleItem
            key={payment.id}
            title={recurringTitle(payment, accounts.data)}
            lines={recurringLines(payment)}
            schedule={payment}
            onEdit={() => setEditingRecurring(payment)}
            onRemove={() => setRemoving({ kind: 'recurring', payment })}
          />
        ))}
      </Stack>
      <Title order={2} id="future-heading">
        Scheduled one-time payments
      </Title>
      <QueryStatus
        label="Loading scheduled payments…"
        isPending={future.isPending}
        error={future.error}
        onRetry={() => void future.refetch()}
      />
      {future.data && futureShown.length === 0 ? <Text>You have no scheduled payments.</Text> : null}
      <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }} aria-labelledby="future-heading">
        {futureShown.map((payment) => (
          <ScheduleItem
            key={payment.id}
            title={futureTitle(payment, accounts.data)}
            lines={futureLines(payment)}
            schedule={payment}
            onEdit={() => setEditingFuture(payment)}
            onRemove={() => setRemoving({ kind: 'future', payment })}
          />
        ))}
      </Stack>
      {stopped.length > 0 ? (
        <>
          <Title order={2} id="stopped-heading">
            Stopped payments
          </Title>
          <Text>These will not be made. To pay this way again, set up a new payment.</Text>
          <Stack
            gap="sm"
            component="ul"
            p={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="stopped-heading"
          >
            {stopped.map((payment) => (
              <StoppedScheduleItem key={payment.key} title={payment.title} reason={payment.reason} />
            ))}
          </Stack>
        </>
      ) : null}
      <EditRecurringDialog
        payment={editingRecurring}
        onClose={() => setEditingRecurring(null)}
        onSaved={() => {
          setEditingRecurring(null);
          setNotice('The recurring payment was changed.');
        }}
      />
      <EditFutureDialog
        payment={editingFuture}
        onClose={() => setEditingFuture(null)}
        onSaved={() => {
          setEditingFuture(null);
          setNotice('The scheduled payment was changed.');
        }}
      />
      <ActionConfirmDialog
        opened={removing !== null}
        title={removing?.kind === 'recurring' ? 'Remove recurring payment?' : 'Remove scheduled payment?'}
        confirmLabel="Remove"
        cancelLabel="Keep it"
        danger
        action={remove}
        onConfirm={() => void confirmRemoval()}
        onClose={() => setRemoving(null)}
      >
        <Text>
          {removing?.kind === 'recurring'
            ? 'No further payments will be made from this schedule. Removing it in the portal takes effect within one business day.'
            : 'This payment will not be made.'}
        </Text>
      </ActionConfirmDialog>
    </Stack>
  );
}
