import type { Contact } from '@hoa/contracts/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { formFailure } from '../../lib/api/form-failure';
import { fieldBinder } from '../../lib/form-field';
import { saveContact } from './api/homeowner-profile';
import { ContactFormEnd, useContactSubmit } from './contact-form-parts';
import { type ContactFormValues, contactFormSchema, toContactInput } from './contact-form-schema';
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
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema(type)),
    defaultValues: {
      label: contact?.label ?? '',
      value: contact ? (contact.type === 'email' ? contact.email : contact.phone) : '',
      isPrimary: contact?.isPrimary ?? false,
    },
  });
  const { formState } = form;
  const field = fieldBinder(form);
  useReportDirty(`${type}-${contact?.id ?? 'new'}`, formState.isDirty);
  const submit = useContactSubmit(
    ownerId,
    form,
    (values) => saveContact(ownerId, toContactInput(type, values), contact?.id),
    {
      onDone,
      failed: (error) => {
        const failure = formFailure(error, ['label', 'email', 'phone', 'isPrimary'] as const);
        if (failure.field === 'email' || failure.field === 'phone')
          form.setError('value', { message: failure.message });
        else if (failure.field) form.setError(failure.field, { message: failure.message });
        else form.setError('root', { message: failure.message });
      },
    },
  );
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
            {...field('label')}
          />
          <TextInput
            label={valueLabel[type]}
            type={type === 'email' ? 'email' : 'tel'}
            autoComplete={type === 'email' ? 'email' : 'tel'}
            required
            {...field('value')}
          />
        </Group>
        <ContactFormEnd form={form} isPrimary={contact?.isPrimary} onCancel={onDone} />
      </Stack>
    </form>
  );
}
