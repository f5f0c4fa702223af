import '@mantine/core/styles/Alert.layer.css';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Something the user did not get (a form not sent, a file not downloaded): a red alert that screen readers
 * announce (role alert), shown only `when` it happened. The one way a failed action is said in place.
 */
export function FailureAlert({
  when,
  title,
  children,
}: {
  when: unknown;
  title?: ReactNode;
  children: ReactNode;
}) {
  if (!when) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {children}
    </Alert>
  );
}
