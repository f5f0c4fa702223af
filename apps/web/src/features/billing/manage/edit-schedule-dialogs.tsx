import type { FuturePaymentDto, RecurringPaymentDto } from '@hoa/contracts/scheduled-payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { fieldBinder } from '../../../lib/form-field';
import { updateFuturePayment } from '../api/future-payments';
import { updateRecurringPayment } from '../api/recurring-payments';
import { intervalOptions } from '../intervals';
import {
  EditScheduleDialog,
  type EditScheduleDialogProps,
  EditScheduleForm,
  type EditScheduleFormProps,
  useScheduleEdit,
} from './edit-schedule-dialog';
import {
  type FutureEditValues,
  futureEditSchema,
  futureEditValuesOf,
  futureUpdateOf,
  type RecurringEditValues,
  recurringEditSchema,
  recurringEditValuesOf,
  recurringUpdateOf,
} from './edit-schedule-forms';

/** Change the amount, date or notes of a scheduled one-time payment (not its method). */
export function EditFutureDialog(props: EditScheduleDialogProps<FuturePaymentDto>) {
  return <EditScheduleDialog {...props} title="Change scheduled payment" form={EditFutureForm} />;
}

function EditFutureForm(props: EditScheduleFormProps<FuturePaymentDto>) {
  const { form, today, frame } = useScheduleEdit(
    props,
    (day) => zodResolver(futureEditSchema(day)),
    futureEditValuesOf,
    (id, values: FutureEditValues) => updateFuturePayment(id, futureUpdateOf(values)),
  );
  const field = fieldBinder(form);
  return (
    <EditScheduleForm {...frame}>
      <TextInput label="Amount ($)" inputMode="decimal" required {...field('amount')} />
      <TextInput type="date" label="Payment date" min={today} required {...field('scheduledDate')} />
      <Textarea label="Notes" autosize minRows={2} {...field('notes')} />
    </EditScheduleForm>
  );
}

/** Change the amount, frequency, next date or notes of a recurring payment (not its method). */
export function EditRecurringDialog(props: EditScheduleDialogProps<RecurringPaymentDto>) {
  return <EditScheduleDialog {...props} title="Change recurring payment" form={EditRecurringForm} />;
}

function EditRecurringForm(props: EditScheduleFormProps<RecurringPaymentDto>) {
  const { form, today, frame } = useScheduleEdit(
    props,
    (day) => zodResolver(recurringEditSchema(day)),
    recurringEditValuesOf,
    (id, values: RecurringEditValues) => updateRecurringPayment(id, recurringUpdateOf(values)),
  );
  const { register, watch } = form;
  const field = fieldBinder(form);
  return (
    <EditScheduleForm {...frame}>
      <Checkbox label="Pay the full balance on each payment date" {...register('payFullBalance')} />
      {watch('payFullBalance') ? null : (
        <TextInput label="Amount of each payment ($)" inputMode="decimal" required {...field('amount')} />
      )}
      <TextInput
        label="Maximum amount per payment ($)"
        description="Optional"
        inputMode="decimal"
        {...field('maximumAmount')}
      />
      <NativeSelect label="Frequency" data={intervalOptions} {...register('interval')} />
      <TextInput type="date" label="Next payment date" min={today} required {...field('nextPaymentDate')} />
      <Textarea label="Notes" autosize minRows={2} {...field('notes')} />
    </EditScheduleForm>
  );
}
