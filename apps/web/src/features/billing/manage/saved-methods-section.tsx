import type { MethodKind, PaymentMethodDto, PaymentMethodRemoval } from '@hoa/contracts/billing';
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ActionConfirmDialog } from '../../../components/confirm-dialog';
import { QueryStatus } from '../../../components/query-status';
import { removePaymentMethod } from '../api/payment-methods';
import { DismissibleNotice } from '../components/dismissible-notice';
import { methodAdded, methodDetail } from '../payment-methods/method-label';
import { NewMethodModal } from '../payment-methods/new-method-modal';
import { usePaymentMethods } from '../queries';
import { useBillingMutation } from '../use-billing-mutation';

const kindNames = {
  recurring: 'Recurring payment',
  future: 'Scheduled payment',
  autoDraft: 'Auto-Draft',
} as const;

function MethodList({
  methods,
  onRemove,
}: {
  methods: PaymentMethodDto[];
  onRemove: (m: PaymentMethodDto) => void;
}) {
  if (methods.length === 0) return null;
  return (
    <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
      {methods.map((method) => (
        <Paper key={method.id} withBorder p="md" component="li">
          <Group justify="space-between">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600}>{method.displayName}</Text>
                {method.expired ? <Badge color="red">Expired</Badge> : null}
              </Group>
              <Text size="sm">{methodDetail(method, methods)}</Text>
            </Stack>
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => onRemove(method)}
              aria-label={`Remove ${method.displayName}, ${methodAdded(method, methods)}`}
            >
              Remove
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** Saved cards and bank accounts: add, remove (with the schedules the removal deactivates). */
export function SavedMethodsSection() {
  const methods = usePaymentMethods();
  const [adding, setAdding] = useState<MethodKind | null>(null);
  const [removing, setRemoving] = useState<PaymentMethodDto | null>(null);
  const [outcome, setOutcome] = useState<PaymentMethodRemoval | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const remove = useBillingMutation((method: PaymentMethodDto) => removePaymentMethod(method.id));
  const cards = (methods.data ?? []).filter((m) => m.kind === 'card');
  const banks = (methods.data ?? []).filter((m) => m.kind === 'bank');

  const confirmRemoval = async () => {
    if (!removing) return;
    try {
      setOutcome(await remove.mutateAsync(removing));
      setAdded(null);
      setRemoving(null);
    } catch {
      // shown in the dialog
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="methods-heading">
      <Title order={2} id="methods-heading">
        Saved payment methods
      </Title>
      {outcome ? (
        <DismissibleNotice
          onDismiss={() => setOutcome(null)}
          color={outcome.deactivated.length ? 'yellow' : 'green'}
          title={`${outcome.removed.displayName} was removed`}
        >
          {outcome.deactivated.length ? (
            <>
              <Text size="sm">
                These payments used it and are now deactivated; set them up again with another method:
              </Text>
              <List size="sm">
                {outcome.deactivated.map((schedule) => (
                  <List.Item key={`${schedule.kind}-${schedule.id}`}>
                    {kindNames[schedule.kind]} on account {schedule.accountNumber}: {schedule.description}
                  </List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text size="sm">No scheduled payments used it.</Text>
          )}
        </DismissibleNotice>
      ) : null}
      {added ? (
        <DismissibleNotice onDismiss={() => setAdded(null)}>{added} was saved.</DismissibleNotice>
      ) : null}
      <QueryStatus
        label="Loading your payment methods…"
        isPending={methods.isPending}
        error={methods.error}
        onRetry={() => void methods.refetch()}
      />
      <Title order={3}>Cards</Title>
      {methods.data && cards.length === 0 ? <Text>No saved cards.</Text> : null}
      <MethodList methods={cards} onRemove={setRemoving} />
      <Button variant="light" onClick={() => setAdding('card')} maw={200}>
        Add a card
      </Button>
      <Title order={3}>Bank accounts</Title>
      {methods.data && banks.length === 0 ? <Text>No saved bank accounts.</Text> : null}
      <MethodList methods={banks} onRemove={setRemoving} />
      <Button variant="light" onClick={() => setAdding('bank')} maw={200}>
        Add a bank account
      </Button>
      <NewMethodModal
        kind={adding}
        onClose={() => setAdding(null)}
        onAdded={(method, alreadySaved) => {
          setAdding(null);
          setOutcome(null);
          setAdded(alreadySaved ? null : method.displayName);
        }}
      />
      <ActionConfirmDialog
        opened={removing !== null}
        title="Remove payment method?"
        confirmLabel="Remove"
        cancelLabel="Keep it"
        danger
        action={remove}
        onConfirm={() => void confirmRemoval()}
        onClose={() => setRemoving(null)}
      >
        <Text>
          Remove {removing?.displayName}? Recurring payments, scheduled payments and Auto-Draft that use it
          will be deactivated.
        </Text>
      </ActionConfirmDialog>
    </Stack>
  );
}
