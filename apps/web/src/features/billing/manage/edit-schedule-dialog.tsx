import { billingMessages } from '@hoa/contracts/billing';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type FormEventHandler, Fragment, type ReactNode } from 'react';
import { AppModal } from '../../../components/app-modal';
import { errorText } from '../../../lib/api/error-text';

/** A schedule's change dialog: open while there is a payment; the form starts afresh for each one. */
export function EditScheduleDialog<T extends { id: number }>({
  payment,
  title,
  onClose,
  children,
}: {
  payment: T | null;
  title: string;
  onClose: () => void;
  children: (payment: T) => ReactNode;
}) {
  return (
    <AppModal opened={payment !== null} onClose={onClose} title={title}>
      {payment ? <Fragment key={payment.id}>{children(payment)}</Fragment> : null}
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
        {error ? (
          <Alert color="red" role="alert" title="Not changed">
            {errorText(error)}
          </Alert>
        ) : null}
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
