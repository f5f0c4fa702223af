import type { Feedback } from '@hoa/contracts/assistant';
import { Button, Group, Text } from '@mantine/core';
import { useSetFeedback } from '../api/set-feedback';

const choices: { value: Feedback; label: string }[] = [
  { value: 'helpful', label: 'Helpful' },
  { value: 'notHelpful', label: 'Not helpful' },
];

/** Two toggles: pressing the pressed one again takes the feedback back. */
export function FeedbackButtons({
  threadId,
  messageId,
  feedback,
}: {
  threadId: number;
  messageId: number;
  feedback: Feedback | null;
}) {
  const save = useSetFeedback(threadId, messageId);
  const shown = save.isPending ? (save.variables ?? null) : feedback;
  return (
    <Group gap="xs" role="group" aria-label="Was this answer helpful?">
      {choices.map((choice) => (
        <Button
          key={choice.value}
          size="xs"
          variant={shown === choice.value ? 'filled' : 'default'}
          aria-pressed={shown === choice.value}
          onClick={() => save.mutate(shown === choice.value ? null : choice.value)}
        >
          {choice.label}
        </Button>
      ))}
      {save.isError && (
        <Text size="sm" c="red.8" role="alert">
          Something went wrong. Your feedback was not saved.
        </Text>
      )}
    </Group>
  );
}
