import type { SubLedgerAccount } from '@hoa/contracts/billing';
import { formatMoney, formatMonth } from '@hoa/contracts/format';
import { savedMethodAutoDraftDisclosure } from '@hoa/contracts/payment-disclosures';
import type { AutoDraftDto } from '@hoa/contracts/scheduled-payments';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FailureAlert } from '../../../components/failure-alert';
import { errorText } from '../../../lib/api/error-text';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { confirmAutoDraft, deleteAutoDraft, setupAutoDraft } from '../api/auto-draft';
import { usePaymentOptions } from '../api/payment-options';
import { todayForPayments, upcomingMonths } from '../billing-dates';
import { describeProcessingFee, feeOptionFor } from '../fees';
import { MethodPicker } from '../payment-methods/method-picker';
import { NewMethodModal } from '../payment-methods/new-method-modal';
import { usePaymentMethods } from '../queries';
import { useBillingMutation } from '../use-billing-mutation';
import { AuthorizationText } from './authorization-text';
import { pullDays } from './enrollment-list';

/** Enroll one account: start month, draft day, a saved bank account; the setup shows the fee to confirm. */
export function StandardEnrollForm({
  account,
  onEnrolled,
}: {
  account: SubLedgerAccount;
  onEnrolled: (e: AutoDraftDto) => void;
}) {
  const months = useMemo(() => upcomingMonths(todayForPayments(), 12), []);
  const methods = usePaymentMethods();
  const options = usePaymentOptions(account.associationId);
  const [startMonth, setStartMonth] = useState(months[0] ?? '');
  const [pullDay, setPullDay] = useState('1');
  const [methodId, setMethodId] = useState('');
  const [methodError, setMethodError] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [setup, setSetup] = useState<AutoDraftDto | null>(null);
  const attemptKey = useRef<string | null>(null);
  const create = useMutation({ mutationFn: setupAutoDraft });
  const confirm = useBillingMutation(({ id, key }: { id: number; key: string }) => confirmAutoDraft(id, key));
  const bankOption = feeOptionFor(options.data, 'bank');

  useEffect(() => {
    if (methodId || !methods.data) return;
    const bank = methods.data.find((method) => method.kind === 'bank');
    if (bank) setMethodId(String(bank.id));
  }, [methods.data, methodId]);

  const review = async () => {
    if (!methodId) {
      setMethodError('Choose a bank account');
      return;
    }
    setMethodError(undefined);
    try {
      const enrollment = await create.mutateAsync({
        subLedgerId: account.subLedgerId,
        paymentMethodId: Number(methodId),
        startMonth,
        pullDay: Number(pullDay),
      });
      attemptKey.current = newIdempotencyKey();
      setSetup(enrollment);
    } catch {
      // shown below
    }
  };
  const cancel = () => {
    if (setup) void deleteAutoDraft(setup.id).catch(() => undefined);
    confirm.reset();
    setSetup(null);
  };
  // Awaited rather than a per-call onSuccess: the refreshed enrollments replace this form before that would run.
  const enroll = async () => {
    if (!setup) return;
    attemptKey.current ??= newIdempotencyKey();
    try {
      const enrollment = await confirm.mutateAsync({ id: setup.id, key: attemptKey.current });
      attemptKey.current = null;
      onEnrolled(enrollment);
      setSetup(null);
    } catch {
      // shown in the dialog; "Try again" resends the same key
    }
  };

  return (
    <Stack gap="md">
      <Group grow align="flex-start" maw={480}>
        <NativeSelect
          label="Start month"
          data={months.map((month) => ({ value: month, label: formatMonth(month) }))}
          value={startMonth}
          onChange={(event) => setStartMonth(event.currentTarget.value)}
        />
        <NativeSelect
          label="Draft day of the month"
          data={pullDays}
          value={pullDay}
          onChange={(event) => setPullDay(event.currentTarget.value)}
        />
      </Group>
      {methods.data ? (
        <MethodPicker
          methods={methods.data}
          options={options.data}
          value={methodId}
          onChange={setMethodId}
          onAddNew={() => setAdding(true)}
          error={methodError}
          bankOnly
        />
      ) : null}
      {bankOption ? <Text size="sm">Processing fee: {describeProcessingFee(bankOption)}.</Text> : null}
      <FailureAlert when={create.error} title="Not enrolled">
        {errorText(create.error)}
      </FailureAlert>
      <Button onClick={() => void review()} loading={create.isPending} maw={240}>
        Review enrollment
      </Button>
      <NewMethodModal
        kind={adding ? 'bank' : null}
        onClose={() => setAdding(false)}
        onAdded={(method) => {
          setAdding(false);
          setMethodId(String(method.id));
        }}
      />
      <ConfirmDialog
        opened={setup !== null}
        title="Confirm Auto-Draft enrollment"
        confirmLabel={confirm.error ? 'Try again' : 'Enroll'}
        busy={confirm.isPending}
        error={confirm.error ? errorText(confirm.error) : null}
        onConfirm={() => void enroll()}
        onCancel={cancel}
      >
        {setup ? (
          <Stack gap="xs">
            <Text size="sm">
              Account {setup.accountNumber}: the amount due is drafted on day {setup.pullDay} of each month
              from {formatMonth(setup.startMonth)}, from {setup.paymentMethodName}.
            </Text>
            <Text size="sm" fw={600}>
              Processing fee per draft: {formatMoney(setup.processingFee)}
            </Text>
            <AuthorizationText
              title={savedMethodAutoDraftDisclosure.title}
              paragraphs={savedMethodAutoDraftDisclosure.paragraphs}
            />
          </Stack>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}
