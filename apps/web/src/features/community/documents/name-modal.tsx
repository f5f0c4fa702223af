import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { documentNameProblem } from '@hoa/contracts/documents';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { formFailure } from '../../../lib/api/form-failure';
import { isApiError } from '../../../lib/api/request-failure';

/** The documents API words its refusals for the user (duplicate name, wrong extension): show them as they are. */
const ownReason = (failure: unknown) =>
  isApiError(failure)
    ? (failure.body?.message ?? failure.message)
    : 'Something went wrong. Please try again.';

interface NameModalProps {
  opened: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initialName: string;
  onClose: () => void;
  /** Resolves when saved; a rejection's message (e.g. the duplicate-name error) shows under the field. */
  onSubmit: (name: string) => Promise<unknown>;
}

/** Asks for a folder or file name (new folder, rename) and shows what is wrong with it beside the field. */
export function NameModal({
  opened,
  title,
  label,
  submitLabel,
  initialName,
  onClose,
  onSubmit,
}: NameModalProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (opened) {
      setName(initialName);
      setError(null);
    }
  }, [opened, initialName]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = documentNameProblem(name);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failure) {
      setError(formFailure(failure, ['name'] as const, ownReason).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={label}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
          required
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
