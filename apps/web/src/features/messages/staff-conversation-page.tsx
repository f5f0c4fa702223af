import '../../components/staff-page-styles';
import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadFailure } from '../../components/load-failure';
import { StaffArea } from '../../components/staff-area';
import { isApiError } from '../../lib/api/request-failure';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';
import { useAnswerConversation } from './api/answer-conversation';
import { useStaffConversation } from './api/get-staff-conversation';
import { ConversationMessages } from './conversation-messages';
import { MessageForm } from './message-form';

/** /staff/messages/{id}: one conversation of the company, answered as the management company. */
export function StaffConversationPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Stack gap="lg">
      <AppLink to="/staff/messages">← All homeowner messages</AppLink>
      <StaffArea>{valid ? <Conversation id={id} /> : <NotFound />}</StaffArea>
    </Stack>
  );
}

function NotFound() {
  return (
    <>
      <title>{`Message not found · ${productName}`}</title>
      <Title order={1}>Message not found</Title>
      <Alert color="gray">This conversation does not exist or belongs to another management company.</Alert>
    </>
  );
}

function Conversation({ id }: { id: number }) {
  const conversation = useStaffConversation(id);
  const answer = useAnswerConversation(id);
  if (isApiError(conversation.error) && conversation.error.status === 404) return <NotFound />;
  const data = conversation.data;
  if (!data) {
    return (
      <>
        <Title order={1}>Message</Title>
        {conversation.error ? (
          <LoadFailure
            title="The conversation could not be loaded"
            error={conversation.error}
            onRetry={() => void conversation.refetch()}
          />
        ) : (
          <Stack gap="sm" role="status" aria-label="Loading the conversation…">
            <Skeleton height={72} maw={680} />
            <Skeleton height={72} maw={680} ml="auto" />
          </Stack>
        )}
      </>
    );
  }
  return (
    <>
      <title>{`${data.subject} · ${productName}`}</title>
      <Title order={1}>{data.subject}</Title>
      <Text size="sm" c="dimmed">
        Conversation with {data.ownerName}
      </Text>
      <ConversationMessages messages={data.messages} viewer="management" />
      <Paper withBorder p="lg" component="section" aria-labelledby="answer-title">
        <Title order={2} size="h3" id="answer-title" mb="sm">
          Answer
        </Title>
        <MessageForm
          withSubjectField={false}
          submitLabel="Send answer"
          hint={`Sent as ${data.managementCompany}, with your name.`}
          onSend={({ message }) => answer.mutateAsync(message)}
        />
      </Paper>
    </>
  );
}
