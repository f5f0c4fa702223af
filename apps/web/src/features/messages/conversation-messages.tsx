import '@mantine/core/styles/Paper.layer.css';
import type { Message } from '@hoa/contracts/messages';
import { Paper, Stack, Text } from '@mantine/core';
import { formatSentAt } from './message-time';

/**
 * A conversation's messages, oldest first; the reader's own side (homeowner or management) sits on the
 * right and is marked "(you)" for the homeowner.
 */
export function ConversationMessages({
  messages,
  viewer,
}: {
  messages: Message[];
  viewer: 'homeowner' | 'management';
}) {
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Messages">
      {messages.map((message) => {
        const own = message.author === viewer;
        const name =
          message.author === 'homeowner'
            ? `${message.authorName}${viewer === 'homeowner' ? ' (you)' : ' (homeowner)'}`
            : viewer === 'management'
              ? `${message.authorName} (management)`
              : message.authorName;
        return (
          <Paper
            key={message.id}
            component="li"
            withBorder
            p="md"
            maw={680}
            ml={own ? 'auto' : 0}
            bg={own ? 'var(--mantine-color-brand-0, #eef)' : undefined}
          >
            <Text size="sm" fw={600}>
              {name}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              <time dateTime={message.sentAt}>{formatSentAt(message.sentAt)}</time>
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
