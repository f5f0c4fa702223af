import type { AssistantMessage, Exchange, Thread } from '@hoa/contracts/assistant';

/** The thread as it is once an exchange is added to it (an exchange already there is not added twice). */
export function withExchange(thread: Thread, exchange: Exchange): Thread {
  const known = new Set(thread.messages.map((message) => message.id));
  const added = [exchange.question, exchange.answer].filter((message) => !known.has(message.id));
  return { thread: exchange.thread, messages: [...thread.messages, ...added] };
}

/** A thread with one of its messages changed (the server's copy, or a field of it). */
export function withMessage(
  thread: Thread,
  messageId: number,
  change: (message: AssistantMessage) => AssistantMessage,
): Thread {
  return {
    ...thread,
    messages: thread.messages.map((message) => (message.id === messageId ? change(message) : message)),
  };
}
