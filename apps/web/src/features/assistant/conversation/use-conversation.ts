import type { AssistantMessage } from '@hoa/contracts/assistant';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/request-failure';
import { useAskQuestion } from '../api/ask-question';
import { useCreateThread } from '../api/create-thread';
import { useThread } from '../api/get-thread';

/** A question that was not answered: asked again as it was by Retry; the server's sentence for a conflict. */
export interface AskFailure {
  question: string;
  detail: string | null;
}

/**
 * Asking in a conversation: a new one (threadId null) is created with its first question; `pending` is the
 * question being answered, `failure` the one that was not, and `announcement` the latest answer's text for
 * the screen reader's polite live region.
 */
export function useConversation(
  associationId: number,
  threadId: number | null,
  onThreadCreated: (threadId: number) => void,
) {
  const thread = useThread(threadId);
  const create = useCreateThread(associationId);
  const askIn = useAskQuestion(threadId ?? 0, associationId);
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<AskFailure | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // another conversation opened: what failed in the last one is not this one's
  const [shownThread, setShownThread] = useState(threadId);
  if (shownThread !== threadId) {
    setShownThread(threadId);
    setFailure(null);
  }

  /** True once answered; false when it failed (the failure is set). */
  async function ask(question: string): Promise<boolean> {
    setFailure(null);
    setPending(question);
    setAnnouncement('');
    try {
      let answer: AssistantMessage | undefined;
      if (threadId === null) {
        const created = await create.mutateAsync(question);
        answer = created.messages.findLast((message) => message.role === 'assistant');
        onThreadCreated(created.thread.id);
      } else {
        answer = (await askIn.mutateAsync(question)).answer;
      }
      setAnnouncement(answer ? `The assistant answered: ${answer.text}` : '');
      return true;
    } catch (error) {
      // a conflict (the conversation is full) says why; anything else is the spec's one sentence
      const detail = isApiError(error) && error.status === 409 ? (error.body?.message ?? null) : null;
      setFailure({ question, detail });
      return false;
    } finally {
      setPending(null);
    }
  }

  return { thread, pending, failure, announcement, ask };
}
