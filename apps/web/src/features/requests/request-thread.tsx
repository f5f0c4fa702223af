import {
  communityMessages,
  postMessageSchema,
  type RequestDetail,
  type RequestMessage,
} from '@hoa/contracts/community';
import { formatDateTime } from '@hoa/contracts/format';
import { onBehalfText } from '@hoa/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FailureAlert } from '../../components/failure-alert';
import { UserText } from '../../components/user-text';

/**
 * The request's message thread (homeowner and management) and the form to add to it; `post` is the
 * homeowner's or the staff member's mutation, so the same thread serves both sides.
 */
export function RequestThread({
  messages,
  post,
}: {
  messages: RequestMessage[];
  post: UseMutationResult<RequestDetail, Error, string>;
}) {
  const form = useForm<{ body: string }>({
    resolver: zodResolver(postMessageSchema),
    defaultValues: { body: '' },
  });
  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await post.mutateAsync(body);
      form.reset({ body: '' });
    } catch {
      // shown below: 'Message failed to send.'
    }
  });
  return (
    <section aria-labelledby="thread-heading">
      <Title order={2} size="h4" id="thread-heading" mb="xs">
        Messages
      </Title>
      <Stack gap="xs" mb="md">
        {messages.length === 0 ? <Text size="sm">No messages yet.</Text> : null}
        {messages.map((message) => (
          <Paper
            key={message.id}
            withBorder
            p="sm"
            radius="md"
            bg={message.author === 'management' ? 'gray.0' : undefined}
            ml={message.author === 'management' ? 0 : 'xl'}
            mr={message.author === 'management' ? 'xl' : 0}
          >
            <Text size="sm" fw={600}>
              {message.author === 'management' ? `${message.authorName} (management)` : message.authorName}
              <Text span size="xs" fw={400}>
                {' · '}
                {formatDateTime(message.sentAt)}
              </Text>
            </Text>
            {message.onBehalfBy ? (
              <Text size="sm">{onBehalfText(message.onBehalfBy.name, message.authorName)}</Text>
            ) : null}
            <UserText size="sm">{message.body}</UserText>
          </Paper>
        ))}
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            label="Message"
            autosize
            minRows={2}
            maxRows={8}
            error={form.formState.errors.body?.message}
            {...form.register('body')}
          />
          <FailureAlert when={post.isError}>{communityMessages.messageFailed}</FailureAlert>
          <div>
            <Button type="submit" loading={post.isPending}>
              Send message
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
