import {
  type Conversation,
  type ConversationList,
  conversationListSchema,
  conversationSchema,
  type NewConversation,
} from '@hoa/contracts/messages';
import { usersClient } from '../../../lib/api/service-clients';

export async function getConversations(limit: number, signal?: AbortSignal): Promise<ConversationList> {
  return conversationListSchema.parse(await usersClient.request('/Messages', { query: { limit }, signal }));
}

export async function getConversation(id: number, signal?: AbortSignal): Promise<Conversation> {
  return conversationSchema.parse(await usersClient.request(`/Messages/${id}`, { signal }));
}

/** The page says 'Message failed to send.' itself, so no toast. */
export async function startConversation(input: NewConversation): Promise<Conversation> {
  const body = await usersClient.request('/Messages', {
    method: 'POST',
    body: input,
    suppressErrorToast: true,
  });
  return conversationSchema.parse(body);
}

export async function replyToConversation(id: number, message: string): Promise<Conversation> {
  const body = await usersClient.request(`/Messages/${id}`, {
    method: 'POST',
    body: { message },
    suppressErrorToast: true,
  });
  return conversationSchema.parse(body);
}
