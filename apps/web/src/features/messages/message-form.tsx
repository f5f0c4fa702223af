import { formatCount } from '@hoa/contracts/format';
import { messageBodyField, messageLimits, messageSubjectField, messageTexts } from '@hoa/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FailureAlert } from '../../components/failure-alert';

export interface MessageFormValues {
  subject: string;
  message: string;
}

const withSubject = z.object({ subject: messageSubjectField, message: messageBodyField });
const replyOnly = z.object({ subject: z.string(), message: messageBodyField });

/**
 * Writes a message (with a subject when it starts a conversation). A failed send says 'Message failed
 * to send.' and keeps what was typed; a sent one clears the form.
 */
export function MessageForm({
  withSubjectField,
  submitLabel,
  onSend,
  hint = 'The management company answers here.',
}: {
  withSubjectField: boolean;
  submitLabel: string;
  onSend: (values: { subject: string; message: string }) => Promise<unknown>;
  /** The line beside the button: who reads or answers what is sent. */
  hint?: string;
}) {
  const form = useForm<MessageFormValues>({
    resolver: zodResolver(withSubjectField ? withSubject : replyOnly),
    defaultValues: { subject: '', message: '' },
  });
  const { register, formState } = form;
  const length = form.watch('message').length;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSend({ subject: values.subject.trim(), message: values.message.trim() });
      form.reset();
    } catch {
      form.setError('root', { message: messageTexts.failedToSend });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        {withSubjectField ? (
          <TextInput
            label="Subject"
            required
            maxLength={messageLimits.subject + 20}
            {...register('subject')}
            error={formState.errors.subject?.message}
          />
        ) : null}
        <Textarea
          label="Message"
          required
          autosize
          minRows={3}
          maxRows={10}
          {...register('message')}
          error={formState.errors.message?.message}
          description={`${formatCount(length)} / ${formatCount(messageLimits.body)} characters`}
        />
        <FailureAlert when={formState.errors.root}>{formState.errors.root?.message}</FailureAlert>
        <Group>
          <Button type="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
