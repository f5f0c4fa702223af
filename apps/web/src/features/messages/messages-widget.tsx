import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { formatDateTime } from '@hoa/contracts/format';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadFailure } from '../../components/load-failure';
import { AppLink } from '../../lib/link';
import { useConversations } from './use-conversations';

const shown = 3;

/** Dashboard card (SPEC §2 "Dashboard widgets"): the latest conversations, with its own loading and failure states. */
export function MessagesWidget() {
  const conversations = useConversations(shown);
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="messages-widget-title"
      data-widget="messages"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="messages-widget-title">
          Messages
        </Title>
        <AppLink to="/my/messages">View all</AppLink>
      </Group>
      {conversations.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading your messages…">
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : conversations.error ? (
        <LoadFailure
          title="Could not load your messages"
          error={conversations.error}
          onRetry={() => void conversations.refetch()}
          retryLabel="Try Again"
        />
      ) : conversations.data.conversations.length === 0 ? (
        <Text size="sm">
          No messages yet. <AppLink to="/my/messages">Write to the management company</AppLink>.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {conversations.data.conversations.map((conversation) => (
            <li key={conversation.id}>
              <AppLink to={`/my/messages/${conversation.id}`}>{conversation.subject}</AppLink>
              <Text size="sm" lineClamp={1}>
                {conversation.lastMessage.body}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(conversation.lastMessage.sentAt)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
