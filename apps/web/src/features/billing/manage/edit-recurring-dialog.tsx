import type { RecurringPaymentDto } from '@hoa/contracts/scheduled-payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { updateRecurringPayment } from '../api/recurring-payments';
import { todayForPayments } from '../billing-dates';
import { intervalOptions } from '../intervals';
import { useBillingMutation } from '../use-billing-mutation';
import { EditScheduleDialog, EditScheduleForm } from './edit-schedule-dialog';
import {
  type RecurringEditValues,
  recurringEditSchema,
  recurringEditValuesOf,
  recurringUpdateOf,
} from './edit-schedule-forms';

/** Change the amount, frequency, next date or notes of a recurring payment (not its method). */
export function EditRecurringDialog({
  payment,
  onClose,
  onSaved,
}: {
  payment: RecurringPaymentDto | null;
  onClose: () => void;
  /** After a successful change; the caller closes the dialog and says so. */
  onSaved: () => void;
}) {
  return (
    <EditScheduleDialog payment={payment} title="Change recurring payment" onClose={onClose}>
      {(one) => <EditRecurringForm payment={one} onClose={onClose} onSaved={onSaved} />}
    </EditScheduleDialog>
  );
}

function EditRecurringForm({
  payment,
  onClose,
  onSaved,
}: {
  payment: RecurringPaymentDto;
  onClose: () => void;
  onSaved: () => void;
}) {
  const today = todayForPayments();
  const update = useBillingMutation((values: RecurringEditValues) =>
    updateRecurringPayment(payment.id, recurringUpdateOf(values)),
  );
  const form = useForm<RecurringEditValues>({
    resolver: zodResolver(recurringEditSchema(today)),
    defaultValues: recurringEditValuesOf(payment),
  });
  const { register, formState, watch } = form;
  const errors = formState.errors;
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
      <Checkbox label="Pay the full balance on each payment date" {...register('payFullBalance')} />
      {watch('payFullBalance') ? null : (
        <TextInput
          label="Amount of each payment ($)"
          inputMode="decimal"
          required
          {...register('amount')}
          error={errors.amount?.message}
        />
      )}
      <TextInput
        label="Maximum amount per payment ($)"
        description="Optional"
        inputMode="decimal"
        {...register('maximumAmount')}
        error={errors.maximumAmount?.message}
      />
      <NativeSelect label="Frequency" data={intervalOptions} {...register('interval')} />
      <TextInput
        type="date"
        label="Next payment date"
        min={today}
        required
        {...register('nextPaymentDate')}
        error={errors.nextPaymentDate?.message}
      />
      <Textarea label="Notes" autosize minRows={2} {...register('notes')} error={errors.notes?.message} />
    </EditScheduleForm>
  );
}
