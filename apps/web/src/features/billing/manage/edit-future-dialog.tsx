import { billingMessages, type FuturePaymentDto } from '@hoa/contracts/billing';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { updateFuturePayment } from '../api/future-payments';
import { todayForPayments } from '../billing-dates';
import { BillingModal } from '../components/billing-modal';
import { errorText } from '../error-text';
import { useBillingMutation } from '../use-billing-mutation';
import {
  type FutureEditValues,
  futureEditSchema,
  futureEditValuesOf,
  futureUpdateOf,
} from './edit-schedule-forms';

/** Change the amount, date or notes of a scheduled one-time payment (not its method). */
export function EditFutureDialog({
  payment,
  onClose,
  onSaved,
}: {
  payment: FuturePaymentDto | null;
  onClose: () => void;
  /** After a successful change; the caller closes the dialog and says so. */
  onSaved: () => void;
}) {
  return (
    <BillingModal opened={payment !== null} onClose={onClose} title="Change scheduled payment">
      {payment ? (
        <EditFutureForm key={payment.id} payment={payment} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </BillingModal>
  );
}

function EditFutureForm({
  payment,
  onClose,
  onSaved,
}: {
  payment: FuturePaymentDto;
  onClose: () => void;
  onSaved: () => void;
}) {
  const today = todayForPayments();
  const update = useBillingMutation((values: FutureEditValues) =>
    updateFuturePayment(payment.id, futureUpdateOf(values)),
  );
  const form = useForm<FutureEditValues>({
    resolver: zodResolver(futureEditSchema(today)),
    defaultValues: futureEditValuesOf(payment),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    await update.mutateAsync(values).then(onSaved, () => undefined);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Paid with {payment.paymentMethodName}. {billingMessages.methodCannotChange}
        </Text>
        <TextInput
          label="Amount ($)"
          inputMode="decimal"
          required
          {...form.register('amount')}
          error={errors.amount?.message}
        />
        <TextInput
          type="date"
          label="Payment date"
          min={today}
          required
          {...form.register('scheduledDate')}
          error={errors.scheduledDate?.message}
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          {...form.register('notes')}
          error={errors.notes?.message}
        />
        {update.error ? (
          <Alert color="red" role="alert" title="Not changed">
            {errorText(update.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
