import { assistantLimits, assistantTexts } from '@hoa/contracts/assistant';
import { Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { formFailure } from '../../../lib/api/form-failure';
import { AppLink } from '../../../lib/link';
import { useSendHandoff } from '../api/send-handoff';

/**
 * The offer to send an unanswered question to the management company: a button, then a small form with
 * an optional note; once sent (now or before) it says so with a link to the conversation in Messages.
 */
export function Handoff({
  threadId,
  messageId,
  conversationId,
}: {
  threadId: number;
  messageId: number;
  conversationId: number | null;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const send = useSendHandoff(threadId, messageId);
  const failure = send.error ? formFailure(send.error, ['note'] as const) : null;
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // the form opens where its button was: the note field takes the focus the button had
  useEffect(() => {
    if (open) noteRef.current?.focus();
  }, [open]);

  if (conversationId !== null) {
    return (
      <Text size="sm" role="status">
        Sent. The management company will answer in Messages.{' '}
        <Anchor component={AppLink} to={`/my/messages/${conversationId}`}>
          Open the conversation
        </Anchor>
      </Text>
    );
  }
  if (!open) {
    return (
      <Group>
        <Button
          variant="light"
          size="sm"
          onClick={() => setOpen(true)}
          // the label wraps on a phone instead of being cut off (the label, not the root, keeps nowrap)
          styles={{
            root: { height: 'auto', minHeight: 36, maxWidth: '100%' },
            label: { whiteSpace: 'normal', textAlign: 'start', paddingBlock: 4 },
          }}
        >
          Send this question to the management company
        </Button>
      </Group>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (note.trim().length > assistantLimits.handoffNote) {
      setNoteError(assistantTexts.noteTooLong);
      return;
    }
    send.mutate(note);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Send this question to the management company">
      <Stack gap="xs">
        <Textarea
          label="A note for the management company (optional)"
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setNoteError(null);
          }}
          error={noteError ?? (failure?.field === 'note' ? failure.message : null)}
          autosize
          minRows={2}
          ref={noteRef}
        />
        <FailureAlert when={failure && failure.field === null} title={assistantTexts.failed}>
          {failure?.message}
        </FailureAlert>
        <Group gap="xs">
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
          <Button variant="default" onClick={() => setOpen(false)} disabled={send.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
