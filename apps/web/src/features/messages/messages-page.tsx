import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import { countOf, formatDateTime } from '@hoa/contracts/format';
import { type ConversationSummary, onBehalfText } from '@hoa/contracts/messages';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { QueryStatus } from '../../components/query-status';
import { AppLink, useAppNavigate } from '../../lib/link';
import { useOwnerId, useSignedInUserId } from '../../lib/session-store/session-store';
import { productName } from '../../lib/theme/association-store';
import { startConversation } from './api/messages';
import { MessageForm } from './message-form';
import { messageKeys } from './messages-keys';
import { useConversations } from './use-conversations';

function ConversationItem({ conversation }: { conversation: ConversationSummary }) {
  const last = conversation.lastMessage;
  return (
    <Paper withBorder p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <AppLink to={`/my/messages/${conversation.id}`}>
            <Text fw={600} component="span">
              {conversation.subject}
            </Text>
          </AppLink>
          <Text size="sm" lineClamp={2}>
            {last.author === 'management'
              ? `${last.authorName}: `
              : last.onBehalfBy
                ? `${onBehalfText(last.onBehalfBy.name, 'you')}: `
                : 'You: '}
            {last.body}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="xs" c="dimmed">
            {formatDateTime(last.sentAt)}
          </Text>
          <Badge variant="light" size="sm">
            {countOf(conversation.messageCount, 'message')}
          </Badge>
        </Stack>
      </Group>
    </Paper>
  );
}

/** /my/messages: the homeowner's conversations with the management company, and a new message. */
export function MessagesPage() {
  const userId = useSignedInUserId();
  const ownerId = useOwnerId();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const conversations = useConversations(100);
  const send = async ({ subject, message }: { subject: string; message: string }) => {
    if (ownerId === null) throw new Error('No homeowner record');
    const conversation = await startConversation({ ownerId, subject, message });
    await queryClient.invalidateQueries({ queryKey: messageKeys.allConversations(userId) });
    queryClient.setQueryData(messageKeys.conversation(userId, conversation.id), conversation);
    navigate(`/my/messages/${conversation.id}`);
  };
  return (
    <Stack gap="lg">
      <title>{`Messages · ${productName}`}</title>
      <Title order={1}>Messages</Title>
      <Paper withBorder p="lg" component="section" aria-labelledby="new-message-title">
        <Title order={2} size="h3" id="new-message-title" mb="sm">
          New message
        </Title>
        {ownerId === null ? (
          <Text>Messages are for homeowners: your login is not linked to a homeowner record.</Text>
        ) : (
          <MessageForm withSubjectField submitLabel="Send message" onSend={send} />
        )}
      </Paper>
      <section aria-labelledby="conversations-title">
        <Title order={2} size="h3" id="conversations-title" mb="sm">
          Conversations
        </Title>
        <QueryStatus
          label="Loading your messages…"
          isPending={conversations.isPending}
          error={conversations.error}
          onRetry={() => void conversations.refetch()}
        />
        {conversations.data?.conversations.length === 0 ? <Text>You have no messages yet.</Text> : null}
        {conversations.data && conversations.data.conversations.length > 0 ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {conversations.data.conversations.map((conversation) => (
              <ConversationItem key={conversation.id} conversation={conversation} />
            ))}
          </Stack>
        ) : null}
      </section>
    </Stack>
  );
}
