import type { Answer } from '@hoa/contracts/assistant';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { AppLink } from '../../../lib/link';
import { citationHref, citationLabel, citationOf } from '../citations';

const quoteStyle = {
  margin: 0,
  paddingInlineStart: 'var(--mantine-spacing-sm)',
  borderInlineStart: '3px solid var(--mantine-color-gray-5)',
  overflowWrap: 'anywhere',
} as const;

/** An answer in its blocks: sentences as paragraphs, verbatim quotes each with its citation, in-app links. */
export function AnswerView({
  answer,
  onAsk,
  busy,
}: {
  answer: Answer;
  /** Asks a follow-up suggestion. */
  onAsk: (question: string) => void;
  busy: boolean;
}) {
  return (
    <Stack gap="sm">
      {answer.blocks.map((block, index) => {
        const key = `${index}-${block.type}`;
        if (block.type === 'text') {
          return (
            <Text key={key} component="p" m={0} style={{ overflowWrap: 'anywhere' }}>
              {block.text}
            </Text>
          );
        }
        if (block.type === 'link') {
          return (
            <Text key={key} component="p" m={0}>
              <Anchor component={AppLink} to={block.to}>
                {block.label}
              </Anchor>
            </Text>
          );
        }
        const citation = citationOf(answer.citations, block);
        return (
          <figure key={key} style={{ margin: 0 }}>
            <blockquote style={quoteStyle}>
              <Text component="span" fs="italic">
                {block.text}
              </Text>
            </blockquote>
            {citation && (
              <Text component="figcaption" size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                <Anchor component={AppLink} to={citationHref(citation)}>
                  {citationLabel(citation)}
                </Anchor>
              </Text>
            )}
          </figure>
        );
      })}
      {answer.precedence && (
        <Alert color="blue" variant="light" title="Which document applies">
          {answer.precedence}
        </Alert>
      )}
      {answer.suggestions.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            You could also ask
          </Text>
          <Group gap="xs" role="group" aria-label="You could also ask">
            {answer.suggestions.map((suggestion) => (
              <SuggestionButton key={suggestion} question={suggestion} onAsk={onAsk} disabled={busy} />
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** A question to ask with one press; long ones wrap rather than widen the page. */
export function SuggestionButton({
  question,
  onAsk,
  disabled,
}: {
  question: string;
  onAsk: (question: string) => void;
  disabled: boolean;
}) {
  return (
    <Button
      variant="light"
      size="xs"
      onClick={() => onAsk(question)}
      disabled={disabled}
      styles={{
        root: { height: 'auto', minHeight: 30, maxWidth: '100%' },
        label: { whiteSpace: 'normal', textAlign: 'start', paddingBlock: 4 },
      }}
    >
      {question}
    </Button>
  );
}
