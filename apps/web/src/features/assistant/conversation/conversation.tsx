import { type AssistantMessage, assistantTexts } from '@hoa/contracts/assistant';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { QueryStatus } from '../../../components/query-status';
import { UserText } from '../../../components/user-text';
import { useStarters } from '../api/get-starters';
import { exchangesOf } from '../citations';
import { AnswerView, SuggestionButton } from './answer-view';
import { Composer } from './composer';
import { FeedbackButtons } from './feedback-buttons';
import { Handoff } from './handoff';
import { useConversation } from './use-conversation';

export interface ConversationProps {
  associationId: number;
  /** Null: a new conversation, created with its first question. */
  threadId: number | null;
  onThreadCreated: (threadId: number) => void;
  /** The heading level of each question and answer (below the frame's own heading). */
  headingOrder: 2 | 3 | 4;
  /** More to offer under an answer (the new-request form's "Start an ARC request…"). */
  answerAction?: (question: string, answer: AssistantMessage) => ReactNode;
}

/** One conversation with the assistant: its questions and answers, progress, failure with Retry, the box. */
export function Conversation({
  associationId,
  threadId,
  onThreadCreated,
  headingOrder,
  answerAction,
}: ConversationProps) {
  const { thread, pending, failure, announcement, ask } = useConversation(
    associationId,
    threadId,
    onThreadCreated,
  );
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const busy = pending !== null;

  async function send(question: string, fromBox: boolean) {
    if (fromBox) setDraft('');
    const answered = await ask(question);
    // nothing typed is lost: the question comes back to the box unless something new was typed there
    if (!answered && fromBox) setDraft((current) => (current === '' ? question : current));
  }
  /** A starter or suggestion: its button may go away, so the focus goes to the box rather than the page. */
  function askOffered(question: string) {
    inputRef.current?.focus();
    void send(question, false);
  }

  const messages = thread.data?.messages ?? [];
  const exchanges = exchangesOf(messages);

  return (
    <Stack gap="md">
      {threadId !== null && (
        <QueryStatus
          label="Loading the conversation…"
          isPending={thread.isPending}
          error={thread.error}
          onRetry={() => void thread.refetch()}
        />
      )}
      {threadId === null && messages.length === 0 && !busy && (
        <Starters associationId={associationId} onAsk={askOffered} />
      )}
      {exchanges.map(({ question, answer }) => (
        <Stack key={(question ?? answer)?.id} gap="xs">
          {question && (
            <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
              <Title order={headingOrder} size="sm" c="dimmed" fw={600}>
                You asked
              </Title>
              <UserText>{question.text}</UserText>
            </Paper>
          )}
          {answer && threadId !== null && (
            <Paper p="sm" radius="md" withBorder component="article" aria-labelledby={`answer-${answer.id}`}>
              <Stack gap="sm">
                <Title order={headingOrder} size="sm" c="dimmed" fw={600} id={`answer-${answer.id}`}>
                  The assistant answered
                </Title>
                {answer.answer ? (
                  <AnswerView answer={answer.answer} onAsk={askOffered} busy={busy} />
                ) : (
                  <Text style={{ overflowWrap: 'anywhere' }}>{answer.text}</Text>
                )}
                <FeedbackButtons threadId={threadId} messageId={answer.id} feedback={answer.feedback} />
                {(answer.answer?.offerHandoff || answer.handoffConversationId !== null) && (
                  <Handoff
                    threadId={threadId}
                    messageId={answer.id}
                    conversationId={answer.handoffConversationId}
                  />
                )}
                {question && answerAction?.(question.text, answer)}
              </Stack>
            </Paper>
          )}
        </Stack>
      ))}
      {pending !== null && (
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
          <Title order={headingOrder} size="sm" c="dimmed" fw={600}>
            You asked
          </Title>
          <UserText>{pending}</UserText>
        </Paper>
      )}
      <div role="status" aria-live="polite">
        {pending !== null && (
          <Group gap="xs" wrap="nowrap">
            <Loader size="sm" aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">Searching your association's documents…</Text>
          </Group>
        )}
      </div>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {failure && (
        <Alert color="red" role="alert" title={assistantTexts.failed}>
          {failure.detail && <Text size="sm">{failure.detail}</Text>}
          <Button mt="xs" size="xs" variant="light" onClick={() => void send(failure.question, false)}>
            Retry
          </Button>
        </Alert>
      )}
      {!thread.error && (
        <Composer
          value={draft}
          onChange={setDraft}
          error={fieldError}
          onError={setFieldError}
          onSend={(question) => void send(question, true)}
          busy={busy}
          inputRef={inputRef}
        />
      )}
    </Stack>
  );
}

/** A new conversation's starter questions, made from the association's documents. */
function Starters({ associationId, onAsk }: { associationId: number; onAsk: (question: string) => void }) {
  const starters = useStarters(associationId);
  if (starters.error) {
    return (
      <LoadFailure error={starters.error} onRetry={() => void starters.refetch()} title="Could not load" />
    );
  }
  if (starters.isPending) {
    return (
      <QueryStatus
        label="Loading questions to start with…"
        isPending
        error={null}
        onRetry={() => undefined}
      />
    );
  }
  if (starters.data.questions.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Ask about your association's rules, for example:
      </Text>
      <Group gap="xs" role="group" aria-label="Questions to start with">
        {starters.data.questions.map((question) => (
          <SuggestionButton key={question} question={question} onAsk={onAsk} disabled={false} />
        ))}
      </Group>
    </Stack>
  );
}
