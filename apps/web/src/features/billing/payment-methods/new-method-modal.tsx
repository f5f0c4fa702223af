import type { MethodKind, PaymentMethodDto } from '@hoa/contracts/billing';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppModal } from '../../../components/app-modal';
import { errorText } from '../../../lib/api/error-text';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { billingKeys } from '../billing-keys';
import { BankFields } from './bank-fields';
import { CardFields } from './card-fields';
import {
  type BankFormValues,
  bankDetailsOf,
  bankFormSchema,
  type CardFormValues,
  cardDetailsOf,
  cardFormSchema,
} from './method-form-schemas';
import { createMethodSetupFlow } from './method-setup-flow';

const cardDefaults: CardFormValues = { name: '', number: '', expiry: '', cvc: '' };
const bankDefaults: BankFormValues = {
  holderName: '',
  routingNumber: '',
  accountNumber: '',
  accountNumberConfirmation: '',
  accountType: 'checking',
};

interface NewMethodModalProps {
  kind: MethodKind | null;
  onClose: () => void;
  onAdded: (method: PaymentMethodDto) => void;
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
  const cardForm = useForm<CardFormValues>({
    resolver: zodResolver(cardFormSchema(new Date())),
    defaultValues: cardDefaults,
  });
  const bankForm = useForm<BankFormValues>({
    resolver: zodResolver(bankFormSchema),
    defaultValues: bankDefaults,
  });

  const save = async (details: Parameters<typeof flow.submit>[0]) => {
    setFailure(null);
    try {
      const method = await flow.submit(details);
      await queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods(userId) });
      onAdded(method);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const submit =
    kind === 'card'
      ? cardForm.handleSubmit((values) => save(cardDetailsOf(values)))
      : bankForm.handleSubmit((values) => save(bankDetailsOf(values)));
  const submitting = kind === 'card' ? cardForm.formState.isSubmitting : bankForm.formState.isSubmitting;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {kind === 'card'
            ? 'Your card number and security code go straight to our payment processor; this portal never stores them.'
            : 'Your account number goes straight to our payment processor; this portal keeps only its last four digits.'}
        </Text>
        {kind === 'card' ? <CardFields form={cardForm} /> : <BankFields form={bankForm} />}
        {failure ? (
          <Alert color="red" role="alert" title="The payment method was not saved">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {kind === 'card' ? 'Save card' : 'Save bank account'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
