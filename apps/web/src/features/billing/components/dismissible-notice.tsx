import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The outcome of an action, announced politely (role="status") and dismissible. */
export function DismissibleNotice({
  onDismiss,
  color = 'green',
  title,
  children,
}: {
  onDismiss: () => void;
  color?: AlertProps['color'];
  title?: string;
  children: ReactNode;
}) {
  return (
    <Alert
      color={color}
      role="status"
      title={title}
      withCloseButton
      onClose={onDismiss}
      closeButtonLabel="Dismiss"
    >
      {children}
    </Alert>
  );
}
