import {
  conversationListQuerySchema,
  conversationListSchema,
  conversationSchema,
  newConversationSchema,
  replySchema,
} from '@hoa/contracts/messages';
import { recordIdParam } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { noteChanges } from '../audit/note-changes';
import { listConversations, loadConversation, replyToConversation, startConversation } from './conversations';

const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: recordIdParam });

/** SPEC §6: homeowners send and read only their own messages (another's conversation is 404). */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Messages',
    routeOptions('user', {
      summary: 'Your conversations with the management company, latest first',
      querystring: conversationListQuerySchema,
      response: { 200: conversationListSchema, ...errors },
    }),
    async (request) => listConversations(app.db, principalOf(request), request.query),
  );

  app.get(
    '/Messages/:id',
    routeOptions('user', {
      summary: 'One of your conversations with all its messages',
      params: idParams,
      response: { 200: conversationSchema, ...errors },
    }),
    async (request) => loadConversation(app.db, principalOf(request), request.params.id),
  );

  app.post(
    '/Messages',
    routeOptions('user', {
      summary: 'Start a conversation with the management company',
      body: newConversationSchema,
      response: { 201: conversationSchema, ...errors },
    }),
    async (request, reply) => {
      const conversation = await startConversation(app.db, principalOf(request), {
        ...request.body,
        now: app.clock.now(),
      });
      noteChanges(request, {
        object: 'message',
        before: null,
        after: {
          conversation: conversation.id,
          subject: conversation.subject,
          message: conversation.messages.at(-1)?.body ?? null,
        },
      });
      return reply.code(201).send(conversation);
    },
  );

  app.post(
    '/Messages/:id',
    routeOptions('user', {
      summary: 'Reply in one of your conversations',
      params: idParams,
      body: replySchema,
      response: { 201: conversationSchema, ...errors },
    }),
    async (request, reply) => {
      const conversation = await replyToConversation(app.db, principalOf(request), {
        id: request.params.id,
        message: request.body.message,
        now: app.clock.now(),
      });
      noteChanges(request, {
        object: 'message',
        before: null,
        after: { conversation: conversation.id, message: conversation.messages.at(-1)?.body ?? null },
      });
      return reply.code(201).send(conversation);
    },
  );
};
