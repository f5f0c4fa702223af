import './assistant-styles';
import { assistantTexts } from '@hoa/contracts/assistant';
import { Button, Drawer, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AssociationRequired } from '../../components/association-required';
import { UserText } from '../../components/user-text';
import { useAppNavigate } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';
import { useThread } from './api/get-thread';
import { Conversation } from './conversation/conversation';
import { ThreadList, threadPath } from './thread-list';

const toId = (value: string | undefined) => {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** /assistant/:threadId? — questions about the association's rules, answered from its documents (issue 16). */
export function AssistantPage() {
  return (
    <Stack gap="md">
      <Title order={1}>Rules assistant</Title>
      <Text>
        Ask about your association's rules. Answers quote your association's documents and link to each
        section they come from.
      </Text>
      <AssociationRequired>
        {(associationId) => <AssistantWorkspace key={associationId} associationId={associationId} />}
      </AssociationRequired>
    </Stack>
  );
}

function AssistantWorkspace({ associationId }: { associationId: number }) {
  const threadId = toId(useParams().threadId);
  const navigate = useAppNavigate();
  const [listOpen, setListOpen] = useState(false);
  const thread = useThread(threadId);
  const title =
    threadId === null ? assistantTexts.newThreadTitle : (thread.data?.thread.title ?? 'Conversation');
  const list = (onOpened?: () => void) => (
    <ThreadList
      associationId={associationId}
      currentId={threadId}
      onOpened={onOpened}
      onDeletedCurrent={() => navigate(threadPath(null), { replace: true })}
    />
  );

  return (
    <Grid gap="lg">
      <title>{`${threadId === null ? '' : `${title} · `}Rules assistant · ${productName}`}</title>
      <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
        <Paper withBorder p="sm" radius="md" component="nav" aria-labelledby="assistant-threads">
          <Title order={2} size="h4" id="assistant-threads" mb="sm">
            Your conversations
          </Title>
          {list()}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Button
            hiddenFrom="md"
            variant="default"
            onClick={() => setListOpen(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            Your conversations
          </Button>
          <Title order={2} size="h3">
            <UserText span inherit>
              {title}
            </UserText>
          </Title>
          <Conversation
            associationId={associationId}
            threadId={threadId}
            onThreadCreated={(id) => navigate(threadPath(id), { replace: true })}
            headingOrder={3}
          />
        </Stack>
      </Grid.Col>
      <Drawer.Root
        opened={listOpen}
        onClose={() => setListOpen(false)}
        size="min(320px, 100vw)"
        hiddenFrom="md"
      >
        <Drawer.Overlay />
        <Drawer.Content>
          <Drawer.Header component="div">
            <Drawer.Title>Your conversations</Drawer.Title>
            <Drawer.CloseButton aria-label="Close" />
          </Drawer.Header>
          <Drawer.Body>{list(() => setListOpen(false))}</Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </Grid>
  );
}
