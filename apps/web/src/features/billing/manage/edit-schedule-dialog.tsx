import { billingMessages } from '@hoa/contracts/billing';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ComponentType, FormEventHandler, ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { AppModal } from '../../../components/app-modal';
import { FailureAlert } from '../../../components/failure-alert';
import { errorText } from '../../../lib/api/error-text';
import { todayForPayments } from '../billing-dates';
import { useBillingMutation } from '../use-billing-mutation';

/** What the future and the recurring payment change dialogs take. */
export interface EditScheduleDialogProps<T> {
  payment: T | null;
  onClose: () => void;
  /** After a successful change; the caller closes the dialog and says so. */
  onSaved: () => void;
}

/** What a change form inside the dialog takes: the one payment being changed. */
export type EditScheduleFormProps<T> = Omit<EditScheduleDialogProps<T>, 'payment'> & { payment: T };

/**
 * A change form's state: its fields (checked against today's payment date), and the frame's props: the
 * method, the submit that saves and then reports it saved, the refusal and the pending state.
 */
export function useScheduleEdit<
  T extends { id: number; paymentMethodName: string },
  Values extends FieldValues,
>(
  { payment, onClose, onSaved }: EditScheduleFormProps<T>,
  resolverFor: (today: string) => Resolver<Values>,
  valuesOf: (payment: T) => DefaultValues<Values>,
  save: (id: number, values: Values) => Promise<unknown>,
) {
  const today = todayForPayments();
  const update = useBillingMutation((values: Values) => save(payment.id, values));
  const form = useForm<Values>({ resolver: resolverFor(today), defaultValues: valuesOf(payment) });
  const onSubmit = form.handleSubmit(async (values) => {
    await update.mutateAsync(values).then(onSaved, () => undefined);
  });
  const frame = {
    methodName: payment.paymentMethodName,
    onSubmit,
    error: update.error,
    pending: update.isPending,
    onClose,
  };
  return { form, today, frame };
}

/** A schedule's change dialog: open while there is a payment; the form starts afresh for each one. */
export function EditScheduleDialog<T extends { id: number }>({
  payment,
  title,
  form: Form,
  ...props
}: EditScheduleDialogProps<T> & { title: string; form: ComponentType<EditScheduleFormProps<T>> }) {
  return (
    <AppModal opened={payment !== null} onClose={props.onClose} title={title}>
      {payment ? <Form key={payment.id} payment={payment} {...props} /> : null}
    </AppModal>
  );
}

/** Around a schedule's changeable fields: the method (which cannot change), the refusal and the buttons. */
export function EditScheduleForm({
  methodName,
  onSubmit,
  error,
  pending,
  onClose,
  children,
}: {
  methodName: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: unknown;
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Paid with {methodName}. {billingMessages.methodCannotChange}
        </Text>
        {children}
        <FailureAlert when={error} title="Not changed">
          {errorText(error)}
        </FailureAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
