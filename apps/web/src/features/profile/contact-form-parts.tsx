import { Button, Checkbox, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FailureAlert } from '../../components/failure-alert';
import { useSignedInUserId } from '../../lib/session-store/session-store';
import { profileKeys } from './profile-keys';

/**
 * The submit of a contact's form (address, e-mail, phone): saves, refetches the profile, keeps the saved
 * values as the form's unchanged state and closes the form; a refusal goes to `failed`.
 */
export function useContactSubmit<Values extends FieldValues>(
  ownerId: number,
  form: UseFormReturn<Values>,
  save: (values: Values) => Promise<unknown>,
  { onDone, failed }: { onDone: () => void; failed: (error: unknown) => void },
) {
  const userId = useSignedInUserId();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId, ownerId) }),
  });
  return form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      form.reset(values);
      onDone();
    } catch (error) {
      failed(error);
    }
  });
}

interface ContactFormEndProps<Values extends FieldValues & { isPrimary: boolean }> {
  form: UseFormReturn<Values>;
  /** The contact is the primary one already: it stays so until another one is made primary. */
  isPrimary: boolean | undefined;
  onCancel: () => void;
}

/** The end of a contact's form: Primary, a failure that names no field, Save and Cancel. */
export function ContactFormEnd<Values extends FieldValues & { isPrimary: boolean }>({
  form,
  isPrimary,
  onCancel,
}: ContactFormEndProps<Values>) {
  const { formState } = form;
  return (
    <>
      <Checkbox
        label="Primary"
        description={isPrimary ? 'To change the primary, make another one primary.' : undefined}
        disabled={isPrimary}
        {...form.register('isPrimary' as Path<Values>)}
      />
      <FailureAlert when={formState.errors.root}>{formState.errors.root?.message}</FailureAlert>
      <Group>
        <Button type="submit" loading={formState.isSubmitting}>
          Save
        </Button>
        <Button variant="default" onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
      </Group>
    </>
  );
}
