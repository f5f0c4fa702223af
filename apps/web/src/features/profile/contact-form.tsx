import type { Contact } from '@hoa/contracts/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FailureAlert } from '../../components/failure-alert';
import { formFailure } from '../../lib/api/form-failure';
import { useSignedInUserId } from '../../lib/session-store/session-store';
import { saveContact } from './api/homeowner-profile';
import { type ContactFormValues, contactFormSchema, toContactInput } from './contact-form-schema';
import { profileKeys } from './profile-keys';
import { useReportDirty } from './unsaved-changes';

const valueLabel = { email: 'Email address', phone: 'Phone number' } as const;

/** Adds (no contact) or edits an e-mail or phone number in place; Save calls the API, Cancel drops the edits. */
export function ContactForm({
  ownerId,
  type,
  contact,
  onDone,
}: {
  ownerId: number;
  type: 'email' | 'phone';
  contact?: Extract<Contact, { type: 'email' | 'phone' }>;
  onDone: () => void;
}) {
  const userId = useSignedInUserId();
  const queryClient = useQueryClient();
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema(type)),
    defaultValues: {
      label: contact?.label ?? '',
      value: contact ? (contact.type === 'email' ? contact.email : contact.phone) : '',
      isPrimary: contact?.isPrimary ?? false,
    },
  });
  const { register, formState } = form;
  useReportDirty(`${type}-${contact?.id ?? 'new'}`, formState.isDirty);
  const save = useMutation({
    mutationFn: (values: ContactFormValues) =>
      saveContact(ownerId, toContactInput(type, values), contact?.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId, ownerId) }),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      form.reset(values);
      onDone();
    } catch (error) {
      const failure = formFailure(error, ['label', 'email', 'phone', 'isPrimary'] as const);
      if (failure.field === 'email' || failure.field === 'phone')
        form.setError('value', { message: failure.message });
      else if (failure.field) form.setError(failure.field, { message: failure.message });
      else form.setError('root', { message: failure.message });
    }
  });
  const name = contact
    ? `${contact.label} ${valueLabel[type].toLowerCase()}`
    : `new ${valueLabel[type].toLowerCase()}`;
  return (
    <form onSubmit={submit} noValidate aria-label={contact ? `Edit ${name}` : `Add ${name}`}>
      <Stack gap="sm" maw={480}>
        <Group grow align="flex-start">
          <TextInput
            label="Label"
            description="e.g. Home, Work, Mobile"
            required
            data-autofocus
            {...register('label')}
            error={formState.errors.label?.message}
          />
          <TextInput
            label={valueLabel[type]}
            type={type === 'email' ? 'email' : 'tel'}
            autoComplete={type === 'email' ? 'email' : 'tel'}
            required
            {...register('value')}
            error={formState.errors.value?.message}
          />
        </Group>
        <Checkbox
          label="Primary"
          description={contact?.isPrimary ? 'To change the primary, make another one primary.' : undefined}
          disabled={contact?.isPrimary}
          {...register('isPrimary')}
        />
        <FailureAlert when={formState.errors.root}>{formState.errors.root?.message}</FailureAlert>
        <Group>
          <Button type="submit" loading={formState.isSubmitting}>
            Save
          </Button>
          <Button variant="default" onClick={onDone} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
