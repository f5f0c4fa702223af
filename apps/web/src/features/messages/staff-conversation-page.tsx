import '../../components/staff-page-styles';
import type { StaffConversation } from '@hoa/contracts/staff-inbox';
import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { ObjectPage } from '../../components/object-page';
import { productName } from '../../lib/theme/association-store';
import { useAnswerConversation } from './api/answer-conversation';
import { useStaffConversation } from './api/get-staff-conversation';
import { ConversationMessages } from './conversation-messages';
import { MessageForm } from './message-form';

/** /staff/messages/{id}: one conversation of the company, answered as the management company. */
export function StaffConversationPage() {
  return (
    <ObjectPage
      back={{ to: '/staff/messages', label: '← All homeowner messages' }}
      staffOnly
      name={{ heading: 'Message', noun: 'conversation' }}
      notFoundText="This conversation does not exist or belongs to another management company."
      useObject={useStaffConversation}
      skeleton={loading}
    >
      {(data, id) => <Conversation data={data} id={id} />}
    </ObjectPage>
  );
}

const loading = (
  <>
    <Skeleton height={72} maw={680} />
    <Skeleton height={72} maw={680} ml="auto" />
  </>
);

function Conversation({ data, id }: { data: StaffConversation; id: number }) {
  const answer = useAnswerConversation(id);
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
