import { assistantLimits, questionField } from '@hoa/contracts/assistant';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, type RefObject, useId } from 'react';

interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's own message (empty or too long); shown until the text changes. */
  error: string | null;
  onError: (message: string | null) => void;
  onSend: (question: string) => void;
  busy: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The question box: Enter sends, Shift+Enter starts a new line; the count of characters beside it. */
export function Composer({ value, onChange, error, onError, onSend, busy, inputRef }: ComposerProps) {
  const counterId = useId();
  const over = value.length > assistantLimits.question;

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const checked = questionField.safeParse(value);
    if (!checked.success) {
      onError(checked.error.issues[0]?.message ?? null);
      inputRef.current?.focus();
      return;
    }
    onError(null);
    onSend(checked.data);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // an input method composing a word uses Enter itself
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  }

  return (
    <form onSubmit={send} noValidate aria-label="Ask a question">
      <Textarea
        ref={inputRef}
        label="Your question"
        description="Enter sends; Shift+Enter starts a new line."
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          if (error) onError(null);
        }}
        onKeyDown={onKeyDown}
        error={error}
        autosize
        minRows={2}
        maxRows={8}
        aria-describedby={counterId}
      />
      <Group justify="space-between" mt="xs" wrap="nowrap" gap="sm">
        <Text id={counterId} size="sm" c={over ? 'red.8' : 'dimmed'}>
          {value.length} of {assistantLimits.question} characters
        </Text>
        <Button type="submit" loading={busy}>
          Send
        </Button>
      </Group>
    </form>
  );
}
