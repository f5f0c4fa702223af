import {
  type Conversation,
  type ConversationList,
  conversationListSchema,
  conversationSchema,
  type NewConversation,
} from '@hoa/contracts/messages';
import { callChecked } from '../../../lib/api/checked-reads';
import { usersClient } from '../../../lib/api/service-clients';

export async function getConversations(limit: number, signal?: AbortSignal): Promise<ConversationList> {
  return conversationListSchema.parse(await usersClient.request('/Messages', { query: { limit }, signal }));
}

export async function getConversation(id: number, signal?: AbortSignal): Promise<Conversation> {
  return conversationSchema.parse(await usersClient.request(`/Messages/${id}`, { signal }));
}

/** The page says 'Message failed to send.' itself, so no toast. */
export async function startConversation(input: NewConversation): Promise<Conversation> {
  return callChecked(usersClient, '/Messages', conversationSchema, { method: 'POST', body: input });
}

export async function replyToConversation(id: number, message: string): Promise<Conversation> {
  return callChecked(usersClient, `/Messages/${id}`, conversationSchema, {
    method: 'POST',
    body: { message },
  });
}
