import { replySchema } from '@hoa/contracts/messages';
import { recordIdParam } from '@hoa/contracts/request-fields';
import {
  staffConversationListSchema,
  staffConversationQuerySchema,
  staffConversationSchema,
} from '@hoa/contracts/staff-inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { listCompanyConversations, loadCompanyConversation, replyAsManagement } from './staff-conversations';

const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: recordIdParam });

/** The staff inbox (ADR 073): the company's conversations with its owners, answered as management. */
export const staffMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Staff/Messages',
    routeOptions('staff', {
      summary: "Staff: the company's conversations, newest activity first; unanswered=true, search",
      querystring: staffConversationQuerySchema,
      response: { 200: staffConversationListSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      await authorize(app.db, principal, { action: 'read', resource: { type: 'staffArea' } });
      const { unanswered, ...query } = request.query;
      return listCompanyConversations(app.db, {
        managementCompanyId: principal.managementCompanyId,
        unanswered: unanswered === 'true',
        ...query,
      });
    },
  );

  app.get(
    '/Staff/Messages/:id',
    routeOptions('staff', {
      summary: "Staff: one of the company's conversations with all its messages",
      params: idParams,
      response: { 200: staffConversationSchema, ...errors },
    }),
    async (request) => loadCompanyConversation(app.db, principalOf(request), request.params.id),
  );

  app.post(
    '/Staff/Messages/:id',
    routeOptions('staff', {
      summary: 'Staff: answer a conversation as the management company',
      params: idParams,
      body: replySchema,
      response: { 201: staffConversationSchema, ...errors },
    }),
    async (request, reply) => {
      const conversation = await replyAsManagement(app.db, principalOf(request), {
        id: request.params.id,
        message: request.body.message,
        now: app.clock.now(),
      });
      return reply.code(201).send(conversation);
    },
  );
};
