import '@mantine/core/styles/Paper.layer.css';
import { formatDateTime } from '@hoa/contracts/format';
import { type Message, onBehalfText } from '@hoa/contracts/messages';
import { Paper, Stack, Text } from '@mantine/core';
import { UserText } from '../../components/user-text';

/**
 * A conversation's messages, oldest first; the reader's own side (homeowner or management) sits on the
 * right and is marked "(you)" for the homeowner, unless staff sent it as the homeowner (mimic mode): that
 * one names who sent it instead.
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
            ? `${message.authorName}${viewer === 'management' ? ' (homeowner)' : message.onBehalfBy ? '' : ' (you)'}`
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
            {message.onBehalfBy ? (
              <Text size="sm" data-testid="on-behalf">
                {onBehalfText(message.onBehalfBy.name, message.authorName)}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" mb={4}>
              <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
            </Text>
            <UserText>{message.body}</UserText>
          </Paper>
        );
      })}
    </Stack>
  );
}
