import './assistant-styles';
import type { AssistantMessage } from '@hoa/contracts/assistant';
import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { AppLink } from '../../lib/link';
import { isArcQuestion } from './citations';
import { Conversation } from './conversation/conversation';
import { threadPath } from './thread-list';

interface AssistantPanelProps {
  associationId: number;
  /** Offered under an answered ARC question: the new-request form becomes an ARC request with it. */
  onArcRequest?: (question: string) => void;
}

/**
 * The assistant in a small frame, beside another page (documents, the new-request form): a card titled
 * "Ask about the rules" that opens to one conversation, kept while the page is open and in the user's
 * threads on the assistant's own page.
 */
export function AssistantPanel({ associationId, onArcRequest }: AssistantPanelProps) {
  const [open, setOpen] = useState(false);
  const [threadId, setThreadId] = useState<number | null>(null);
  const bodyId = useId();
  const arcAction = onArcRequest
    ? (question: string, answer: AssistantMessage) =>
        isArcQuestion(question, answer.answer) ? (
          <Group>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onArcRequest(question)}
              styles={{ root: { height: 'auto', minHeight: 36 }, label: { whiteSpace: 'normal' } }}
            >
              Start an ARC request with this question
            </Button>
          </Group>
        ) : null
    : undefined;

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={`${bodyId}-title`}>
      <Title order={2} size="h4" id={`${bodyId}-title`} m={0}>
        <Button
          variant="subtle"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={bodyId}
          px={4}
          fz="inherit"
          fw="inherit"
        >
          <span aria-hidden="true" style={{ marginInlineEnd: 6 }}>
            {open ? '▾' : '▸'}
          </span>
          Ask about the rules
        </Button>
      </Title>
      {open && (
        <Stack gap="sm" mt="sm" id={bodyId}>
          {threadId !== null && (
            <Group justify="space-between" gap="xs">
              <Anchor component={AppLink} to={threadPath(threadId)} size="sm">
                Open in the rules assistant
              </Anchor>
              <Button size="xs" variant="default" onClick={() => setThreadId(null)}>
                New conversation
              </Button>
            </Group>
          )}
          <Conversation
            associationId={associationId}
            threadId={threadId}
            onThreadCreated={setThreadId}
            headingOrder={3}
            answerAction={arcAction}
          />
        </Stack>
      )}
    </Paper>
  );
}
