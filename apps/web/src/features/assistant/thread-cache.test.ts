import type { AssistantMessage, Thread } from '@hoa/contracts/assistant';
import { describe, expect, it } from 'vitest';
import { withExchange, withMessage } from './thread-cache';

const summary = (questionCount: number): Thread['thread'] => ({
  id: 5,
  associationId: 3,
  title: 'Fences',
  questionCount,
  createdAt: '2026-11-29T12:00:00.000Z',
  updatedAt: '2026-11-29T12:00:00.000Z',
});

const message = (id: number, role: AssistantMessage['role']): AssistantMessage => ({
  id,
  role,
  text: `message ${id}`,
  answer: null,
  feedback: null,
  handoffConversationId: null,
  createdAt: '2026-11-29T12:00:00.000Z',
});

const thread: Thread = { thread: summary(1), messages: [message(1, 'user'), message(2, 'assistant')] };

describe('thread cache', () => {
  it('adds an exchange after the messages, with the thread’s new summary, once', () => {
    const exchange = { thread: summary(2), question: message(3, 'user'), answer: message(4, 'assistant') };
    const added = withExchange(thread, exchange);
    expect(added.messages.map((one) => one.id)).toEqual([1, 2, 3, 4]);
    expect(added.thread.questionCount).toBe(2);
    expect(withExchange(added, exchange).messages).toHaveLength(4);
  });

  it('changes only the message named', () => {
    const changed = withMessage(thread, 2, (one) => ({ ...one, feedback: 'helpful' }));
    expect(changed.messages.map((one) => one.feedback)).toEqual([null, 'helpful']);
    expect(thread.messages[1]?.feedback).toBeNull();
  });
});
