import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppModal } from './app-modal';
import { FailureAlert } from './failure-alert';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  error?: string | null;
  danger?: boolean;
}

/** A yes/no question in a modal: focus is trapped, Escape cancels, the action shows its progress. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
  error = null,
  danger = false,
}: ConfirmDialogProps) {
  return (
    <AppModal opened={opened} onClose={busy ? () => undefined : onCancel} title={title}>
      <Stack gap="md">
        {children}
        <FailureAlert when={error}>{error}</FailureAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
