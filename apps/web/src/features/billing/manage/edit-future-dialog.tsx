import type { FuturePaymentDto } from '@hoa/contracts/scheduled-payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { updateFuturePayment } from '../api/future-payments';
import { todayForPayments } from '../billing-dates';
import { useBillingMutation } from '../use-billing-mutation';
import { EditScheduleDialog, EditScheduleForm } from './edit-schedule-dialog';
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
    <EditScheduleDialog payment={payment} title="Change scheduled payment" onClose={onClose}>
      {(one) => <EditFutureForm payment={one} onClose={onClose} onSaved={onSaved} />}
    </EditScheduleDialog>
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
    <EditScheduleForm
      methodName={payment.paymentMethodName}
      onSubmit={submit}
      error={update.error}
      pending={update.isPending}
      onClose={onClose}
    >
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
    </EditScheduleForm>
  );
}
