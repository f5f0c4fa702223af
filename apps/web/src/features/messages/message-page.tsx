import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryStatus } from '../../components/query-status';
import { isApiError } from '../../lib/api/request-failure';
import { AppLink } from '../../lib/link';
import { useSignedInUserId } from '../../lib/session-store/session-store';
import { productName } from '../../lib/theme/association-store';
import { getConversation, replyToConversation } from './api/messages';
import { ConversationMessages } from './conversation-messages';
import { MessageForm } from './message-form';
import { messageKeys } from './messages-keys';

/** /my/messages/{id}: one conversation, oldest message first, and a reply. */
export function MessagePage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const userId = useSignedInUserId();
  const queryClient = useQueryClient();
  const conversation = useQuery({
    queryKey: messageKeys.conversation(userId, id),
    queryFn: ({ signal }) => getConversation(id, signal),
    enabled: userId !== null && valid,
  });
  const reply = async ({ message }: { message: string }) => {
    const next = await replyToConversation(id, message);
    queryClient.setQueryData(messageKeys.conversation(userId, id), next);
    await queryClient.invalidateQueries({ queryKey: messageKeys.allConversations(userId) });
  };
  const missing = !valid || (isApiError(conversation.error) && conversation.error.status === 404);
  const data = conversation.data;
  return (
    <Stack gap="lg">
      <title>{`${data?.subject ?? 'Message'} · ${productName}`}</title>
      <AppLink to="/my/messages">← All messages</AppLink>
      <Title order={1}>{data?.subject ?? 'Message'}</Title>
      {missing ? (
        <Alert color="gray" title="Message not found">
          This conversation does not exist or is not yours.
        </Alert>
      ) : (
        <QueryStatus
          label="Loading the conversation…"
          isPending={conversation.isPending}
          error={conversation.error}
          onRetry={() => void conversation.refetch()}
        />
      )}
      {data ? (
        <>
          <Text size="sm" c="dimmed">
            Conversation with {data.managementCompany}
          </Text>
          <ConversationMessages messages={data.messages} viewer="homeowner" />
          <Paper withBorder p="lg" component="section" aria-labelledby="reply-title">
            <Title order={2} size="h3" id="reply-title" mb="sm">
              Reply
            </Title>
            <MessageForm withSubjectField={false} submitLabel="Send reply" onSend={reply} />
          </Paper>
        </>
      ) : null}
      {missing ? (
        <Button component={AppLink} to="/my/messages" variant="light" w="fit-content">
          Back to messages
        </Button>
      ) : null}
    </Stack>
  );
}
