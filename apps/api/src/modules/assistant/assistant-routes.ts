import {
  askSchema,
  assistantMessageSchema,
  assistantTexts,
  associationParams,
  exchangeSchema,
  feedbackSchema,
  handoffResultSchema,
  handoffSchema,
  messageParams,
  newThreadSchema,
  renameThreadSchema,
  startersSchema,
  threadListSchema,
  threadParams,
  threadSchema,
  threadSummarySchema,
  unansweredListSchema,
  unansweredQuerySchema,
} from '@hoa/contracts/assistant';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { visibleAudiences } from '../../auth/policies/document-policy';
import { ownedByUser } from '../../auth/policies/owner-links';
import type { Principal } from '../../auth/principal';
import { assistantMessages, assistantThreads } from '../../db/schema/assistant';
import { associations } from '../../db/schema/associations';
import { properties } from '../../db/schema/properties';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { noteChanges } from '../audit/note-changes';
import { startConversation } from '../messages/conversations';
import { answerQuestion } from './answer-question';
import {
  createThread,
  deleteThread,
  findThread,
  listThreads,
  readThread,
  recordExchange,
  renameThread,
  titleFrom,
  toMessage,
} from './assistant-threads';
import { starterQuestions } from './starters';

const readErrors = errorResponses(400, 401, 404);
const writeErrors = errorResponses(400, 401, 403, 404);

const memberOf = (app: FastifyInstance, principal: Principal, associationId: number) =>
  authorize(app.db, principal, {
    action: 'read',
    resource: { type: 'association', id: associationId, need: 'member' },
  });

const ownThread = (app: FastifyInstance, principal: Principal, threadId: number, action: 'read' | 'write') =>
  authorize(app.db, principal, { action, resource: { type: 'assistantThread', id: threadId } });

/** The message and its thread, once the thread is known to be the caller's. */
async function ownMessage(app: FastifyInstance, principal: Principal, messageId: number) {
  const [row] = await app.db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.id, messageId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  await ownThread(app, principal, row.threadId, 'write');
  return row;
}

/**
 * The rules assistant (issue 16, ADR 122), in the associations service: a user's threads per
 * association, questions answered from the documents they may read, feedback, the handoff of a question
 * to the management company, and staff's list of what the documents did not answer.
 */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const ask = async (principal: Principal, associationId: number, threadId: number, question: string) => {
    const now = app.clock.now();
    const answer = await answerQuestion(app.db, {
      principal,
      associationId,
      question,
      now,
      model: app.config.assistant.model,
      log: app.log,
    });
    return recordExchange(app.db, { threadId, question, answer, now });
  };

  app.get(
    '/Associations/:associationId/Assistant/Threads',
    routeOptions('user', {
      summary: 'Your rules-assistant conversations about this association, most recent first',
      params: associationParams,
      response: { 200: threadListSchema, ...readErrors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      await memberOf(app, principal, request.params.associationId);
      reply.header('cache-control', 'private, no-store');
      return { threads: await listThreads(app.db, principal.userId, request.params.associationId) };
    },
  );

  app.post(
    '/Associations/:associationId/Assistant/Threads',
    routeOptions('user', {
      summary: 'Start a conversation with the rules assistant, with its first question when given',
      params: associationParams,
      body: newThreadSchema,
      response: { 201: threadSchema, ...writeErrors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { associationId } = request.params;
      await memberOf(app, principal, associationId);
      const { question } = request.body;
      const thread = await createThread(app.db, principal, {
        associationId,
        title: question ? titleFrom(question) : assistantTexts.newThreadTitle,
        now: app.clock.now(),
      });
      if (question) {
        try {
          await ask(principal, associationId, thread.id, question);
        } catch (error) {
          // no empty thread is left behind by a first question that failed: asking again starts afresh
          await deleteThread(app.db, thread.id);
          throw error;
        }
      }
      return reply.code(201).send(await readThread(app.db, thread.id));
    },
  );

  app.get(
    '/Associations/:associationId/Assistant/Starters',
    routeOptions('user', {
      summary: "Starter questions made from the association's own documents",
      params: associationParams,
      response: { 200: startersSchema, ...readErrors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { associationId } = request.params;
      await memberOf(app, principal, associationId);
      reply.header('cache-control', 'private, no-store');
      const audiences = await visibleAudiences(app.db, principal, associationId);
      return { questions: await starterQuestions(app.db, { associationId, audiences }) };
    },
  );

  app.get(
    '/Assistant/Threads/:threadId',
    routeOptions('user', {
      summary: 'One of your rules-assistant conversations with its questions and answers',
      params: threadParams,
      response: { 200: threadSchema, ...readErrors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      await ownThread(app, principal, request.params.threadId, 'read');
      reply.header('cache-control', 'private, no-store');
      return readThread(app.db, request.params.threadId);
    },
  );

  app.patch(
    '/Assistant/Threads/:threadId',
    routeOptions('user', {
      summary: 'Rename one of your rules-assistant conversations',
      params: threadParams,
      body: renameThreadSchema,
      response: { 200: threadSummarySchema, ...writeErrors },
    }),
    async (request) => {
      const principal = principalOf(request);
      await ownThread(app, principal, request.params.threadId, 'write');
      return renameThread(app.db, request.params.threadId, request.body.title);
    },
  );

  app.delete(
    '/Assistant/Threads/:threadId',
    routeOptions('user', {
      summary: 'Delete one of your rules-assistant conversations',
      params: threadParams,
      response: { 204: z.null().describe('Deleted'), ...writeErrors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      await ownThread(app, principal, request.params.threadId, 'write');
      await deleteThread(app.db, request.params.threadId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/Assistant/Threads/:threadId/Messages',
    routeOptions('user', {
      summary:
        'Ask the rules assistant a question in one of your conversations; answers with quotes and citations',
      params: threadParams,
      body: askSchema,
      response: { 200: exchangeSchema, ...writeErrors, ...errorResponses(409) },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { threadId } = request.params;
      await ownThread(app, principal, threadId, 'write');
      const thread = await findThread(app.db, threadId);
      return ask(principal, thread.associationId, threadId, request.body.question);
    },
  );

  app.put(
    '/Assistant/Messages/:messageId/Feedback',
    routeOptions('user', {
      summary: 'Mark an answer helpful or not helpful (null clears it)',
      params: messageParams,
      body: feedbackSchema,
      response: { 200: assistantMessageSchema, ...writeErrors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const message = await ownMessage(app, principal, request.params.messageId);
      if (message.role !== 'assistant') {
        throw new AppError('BAD_REQUEST', 'Only an answer takes feedback.', {
          detail: 'messageId: Only an answer takes feedback.',
        });
      }
      const [row] = await app.db
        .update(assistantMessages)
        .set({ feedback: request.body.feedback })
        .where(eq(assistantMessages.id, message.id))
        .returning();
      return toMessage(row ?? message);
    },
  );

  app.post(
    '/Assistant/Messages/:messageId/Handoff',
    routeOptions('user', {
      summary: 'Send the question this answer is for to the management company, as a new message',
      params: messageParams,
      body: handoffSchema,
      response: { 201: handoffResultSchema, ...writeErrors, ...errorResponses(409) },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const message = await ownMessage(app, principal, request.params.messageId);
      if (message.role !== 'assistant' || message.questionId === null) {
        throw new AppError('BAD_REQUEST', assistantTexts.notAQuestion, {
          detail: `messageId: ${assistantTexts.notAQuestion}`,
        });
      }
      if (message.handoffConversationId !== null) {
        throw new AppError('CONFLICT', assistantTexts.alreadySent, { detail: assistantTexts.alreadySent });
      }
      const thread = await findThread(app.db, message.threadId);
      const [question] = await app.db
        .select({ text: assistantMessages.text })
        .from(assistantMessages)
        .where(eq(assistantMessages.id, message.questionId))
        .limit(1);
      const [owned] = await app.db
        .select({ ownerId: properties.ownerId })
        .from(properties)
        .where(
          and(
            eq(properties.associationId, thread.associationId),
            inArray(properties.ownerId, ownedByUser(principal.userId)),
          ),
        )
        .orderBy(properties.id)
        .limit(1);
      if (!owned) throw new AppError('FORBIDDEN', assistantTexts.noOwner, { detail: assistantTexts.noOwner });
      const note = request.body.note?.trim();
      const body = [
        question?.text ?? '',
        note ? `\n${note}` : '',
        '\n(Sent from the rules assistant: the association’s documents did not answer this.)',
      ]
        .join('\n')
        .trim()
        .slice(0, 2000);
      const conversation = await startConversation(app.db, principal, {
        ownerId: owned.ownerId,
        subject: assistantTexts.handoffSubject,
        message: body,
        now: app.clock.now(),
      });
      // one handoff per answer, even if two arrive at once: the second finds it taken
      const [marked] = await app.db
        .update(assistantMessages)
        .set({ handoffConversationId: conversation.id })
        .where(
          and(eq(assistantMessages.id, message.id), sql`${assistantMessages.handoffConversationId} is null`),
        )
        .returning({ id: assistantMessages.id });
      if (!marked)
        throw new AppError('CONFLICT', assistantTexts.alreadySent, { detail: assistantTexts.alreadySent });
      noteChanges(request, {
        object: 'message',
        before: null,
        after: { conversation: conversation.id, subject: conversation.subject, message: body },
      });
      return reply.code(201).send({ conversationId: conversation.id });
    },
  );

  app.get(
    '/Staff/Assistant/Unanswered',
    routeOptions('staff', {
      summary:
        "Staff: questions the association's documents did not answer, or whose answer was marked not helpful",
      querystring: unansweredQuerySchema,
      response: { 200: unansweredListSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      await authorize(app.db, principal, { action: 'read', resource: { type: 'staffArea' } });
      const { associationId, limit } = request.query;
      const rows = await app.db
        .select({
          messageId: assistantMessages.id,
          associationId: assistantThreads.associationId,
          associationName: associations.name,
          question: sql<string>`(select q.text from assistant_messages q where q.id = ${assistantMessages.questionId})`,
          askedAt: assistantMessages.createdAt,
          kind: assistantMessages.kind,
          feedback: assistantMessages.feedback,
          handoff: assistantMessages.handoffConversationId,
        })
        .from(assistantMessages)
        .innerJoin(assistantThreads, eq(assistantThreads.id, assistantMessages.threadId))
        .innerJoin(associations, eq(associations.id, assistantThreads.associationId))
        .where(
          and(
            eq(associations.managementCompanyId, principal.managementCompanyId),
            associationId === undefined ? undefined : eq(assistantThreads.associationId, associationId),
            or(eq(assistantMessages.kind, 'declined'), eq(assistantMessages.feedback, 'notHelpful')),
          ),
        )
        .orderBy(desc(assistantMessages.createdAt), desc(assistantMessages.id))
        .limit(limit);
      reply.header('cache-control', 'private, no-store');
      return {
        questions: rows.map((row) => ({
          messageId: row.messageId,
          associationId: row.associationId,
          associationName: row.associationName,
          question: row.question ?? '',
          askedAt: row.askedAt.toISOString(),
          reason: row.kind === 'declined' ? ('declined' as const) : ('notHelpful' as const),
          sentToManagement: row.handoff !== null,
          feedback: row.feedback ?? null,
        })),
      };
    },
  );
};
