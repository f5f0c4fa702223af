import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorText } from '../lib/api/error-text';
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

/** The state of the action a dialog confirms (a TanStack mutation). */
interface ConfirmedAction {
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

type ActionConfirmDialogProps = Omit<ConfirmDialogProps, 'busy' | 'error' | 'onCancel'> & {
  action: ConfirmedAction;
  /** After Cancel (or Escape): the action's failure is forgotten first. */
  onClose: () => void;
};

/** A confirm dialog for one action: busy while it runs, its failure said in the dialog, forgotten on Cancel. */
export function ActionConfirmDialog({ action, onClose, ...props }: ActionConfirmDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      busy={action.isPending}
      error={action.error ? errorText(action.error) : null}
      onCancel={() => {
        action.reset();
        onClose();
      }}
    />
  );
}
