import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { formFailure } from '../lib/api/form-failure';
import { FailureAlert } from './failure-alert';

/**
 * A board decision with a note (approve an invoice or an estimate, or turn it down): the note, one button
 * per decision, the server's refusal next to the note or above the buttons, and what happened, read out.
 * `decide` makes the call and returns the sentence that says what happened; a failed call is shown here.
 */
export function NoteDecision<D extends string>({
  noteDescription,
  maxLength,
  choices,
  decide,
  error,
  pending,
}: {
  noteDescription: string;
  maxLength: number;
  choices: { decision: D; label: string; color: string }[];
  decide: (decision: D, note: string) => Promise<string>;
  /** The last call's error (null when none). */
  error: unknown;
  /** The decision being sent, if any. */
  pending: D | undefined;
}) {
  const [note, setNote] = useState('');
  const [done, setDone] = useState('');
  const failure = error ? formFailure(error, ['note'] as const) : null;
  const send = async (decision: D) => {
    setDone('');
    try {
      setDone(await decide(decision, note.trim()));
    } catch {
      // shown below
    }
  };
  return (
    <Stack gap="xs" maw={640}>
      <Textarea
        label="Note"
        description={noteDescription}
        autosize
        minRows={2}
        maxLength={maxLength}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={failure?.field === 'note' ? failure.message : undefined}
      />
      <FailureAlert when={failure && failure.field !== 'note'} title="Your decision was not recorded">
        {failure?.message}
      </FailureAlert>
      <Text size="sm" role="status">
        {done}
      </Text>
      <Group gap="sm">
        {choices.map((choice) => (
          <Button
            key={choice.decision}
            color={choice.color}
            onClick={() => void send(choice.decision)}
            loading={pending === choice.decision}
          >
            {choice.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
