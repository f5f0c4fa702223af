import type { MethodKind, PaymentMethodDto } from '@hoa/contracts/billing';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { FailureAlert } from '../../../components/failure-alert';
import { useMethodDetailsForm } from '../../../components/payment-method-fields/use-method-details-form';
import { errorText } from '../../../lib/api/error-text';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { billingKeys } from '../billing-keys';
import { methodAdded } from './method-label';
import { createMethodSetupFlow, DuplicateMethodError } from './method-setup-flow';

interface NewMethodModalProps {
  kind: MethodKind | null;
  onClose: () => void;
  /** The method to use: the new one, or (`alreadySaved`) the saved one it repeated. */
  onAdded: (method: PaymentMethodDto, alreadySaved?: boolean) => void;
}

/**
 * New payment method setup (SPEC §2): the details are checked here, tokenized by the processor, and
 * only the outcome reaches our API. A decline keeps the dialog (and the setup) open for a correction.
 */
export function NewMethodModal({ kind, onClose, onAdded }: NewMethodModalProps) {
  return (
    <AppModal
      opened={kind !== null}
      onClose={onClose}
      title={kind === 'bank' ? 'Add a bank account' : 'Add a card'}
      size="lg"
    >
      {kind ? <NewMethodForm key={kind} kind={kind} onClose={onClose} onAdded={onAdded} /> : null}
    </AppModal>
  );
}

function NewMethodForm({ kind, onClose, onAdded }: { kind: MethodKind } & Omit<NewMethodModalProps, 'kind'>) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  const flow = useMemo(() => createMethodSetupFlow(), []);
  const [failure, setFailure] = useState<string | null>(null);
  /** Saved methods the new one repeats: asked before it is saved. */
  const [duplicateOf, setDuplicateOf] = useState<PaymentMethodDto[] | null>(null);
  const [keeping, setKeeping] = useState(false);
  const method = useMethodDetailsForm(kind);

  const save = async (details: Parameters<typeof flow.submit>[0], keepDuplicate = false) => {
    setFailure(null);
    try {
      const method = await flow.submit(details, { keepDuplicate });
      setDuplicateOf(null);
      await queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods(userId) });
      onAdded(method);
    } catch (error) {
      if (error instanceof DuplicateMethodError) setDuplicateOf(error.saved);
      else setFailure(errorText(error));
    }
  };
  const keepDuplicate = async () => {
    setKeeping(true);
    // the processor holds the details already: this only saves it on our side
    await method.withDetails((details) => save(details, true))();
    setKeeping(false);
  };
  // the processor would otherwise report the setup as succeeded and the repeat be saved after all
  const abandon = () => flow.abandon().catch(() => undefined);
  const chooseSaved = (method: PaymentMethodDto) => {
    setDuplicateOf(null);
    void abandon();
    onAdded(method, true);
  };
  const submit = method.withDetails((details) => save(details));
  const submitting = method.submitting;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {kind === 'card'
            ? 'Your card number and security code go straight to our payment processor; this portal never stores them.'
            : 'Your account number goes straight to our payment processor; this portal keeps only its last four digits.'}
        </Text>
        {/* once the processor has the details, they are not edited: the question below is about them */}
        <fieldset disabled={duplicateOf !== null} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="md">{method.fields}</Stack>
        </fieldset>
        <FailureAlert when={failure} title="The payment method was not saved">
          {failure}
        </FailureAlert>
        {duplicateOf?.[0] ? (
          <DuplicateQuestion
            kind={kind}
            saved={duplicateOf}
            busy={keeping}
            onUseSaved={chooseSaved}
            onKeep={() => void keepDuplicate()}
            onCancel={() => {
              void abandon();
              onClose();
            }}
          />
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {kind === 'card' ? 'Save card' : 'Save bank account'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The new method is one already saved: use that one, or save this one as well (it is then listed twice). */
function DuplicateQuestion({
  kind,
  saved,
  busy,
  onUseSaved,
  onKeep,
  onCancel,
}: {
  kind: MethodKind;
  saved: PaymentMethodDto[];
  busy: boolean;
  onUseSaved: (method: PaymentMethodDto) => void;
  onKeep: () => void;
  onCancel: () => void;
}) {
  const first = saved[0] as PaymentMethodDto;
  const what = kind === 'card' ? 'card' : 'bank account';
  return (
    <Stack gap="sm">
      <Alert color="yellow" role="alert" title={`This ${what} is already saved`}>
        {`It is the same ${what} as ${first.displayName}, ${methodAdded(first, saved)}. Use the saved one, or save this one as well (it will then be listed twice).`}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="default" onClick={onKeep} loading={busy}>
          Save it anyway
        </Button>
        <Button onClick={() => onUseSaved(first)} disabled={busy}>
          Use the saved {what}
        </Button>
      </Group>
    </Stack>
  );
}
