import {
  type AttachmentContentType,
  attachmentRules,
  businessConstantsRecentDays,
  changeStatusSchema,
  createRequestSchema,
  postMessageSchema,
  requestDetailSchema,
  requestListQuerySchema,
  requestListSchema,
} from '@hoa/contracts/community';
import { recordIdParam, text } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { ownedByUser } from '../../auth/policies/owner-links';
import { isStaffActingAsSelf } from '../../auth/policies/policy';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { noteChanges } from '../audit/note-changes';
import { attachmentDownloadResponse, attachmentFileSchema, sendAttachment } from './attachment-download';
import { addAttachment, readAttachment } from './attachments';
import { changeRequestStatus } from './change-status';
import { createRequest } from './create-request';
import { postRequestMessage } from './post-message';
import { listRequests, loadRequestDetail } from './request-views';

const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: recordIdParam });
async function requestDetail(db: Db, id: number) {
  const detail = await loadRequestDetail(db, id);
  if (!detail) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  return detail;
}

/** GET, POST /HomeownerRequests; GET /HomeownerRequests/{id}; its thread, status and attachments. */
export const homeownerRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const detailOf = (id: number) => requestDetail(app.db, id);

  app.get(
    '/HomeownerRequests',
    routeOptions('user', {
      summary: 'Your requests (general, reservation, ARC), newest first; recent=true: the last 30 days',
      querystring: requestListQuerySchema,
      response: { 200: requestListSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      // staff as themselves own no requests (they reach one by its id); an empty list, not an error
      if (isStaffActingAsSelf(principal)) return { requests: [] };
      const { associationId, kind, recent } = request.query;
      if (associationId !== undefined) {
        await authorize(app.db, principal, {
          action: 'read',
          resource: { type: 'association', id: associationId, need: 'member' },
        });
      }
      const now = app.clock.now();
      const requests = await listRequests(app.db, {
        ownerIds: ownedByUser(principal.userId),
        associationId,
        kinds: kind,
        createdSince:
          recent === 'true' ? new Date(now.getTime() - businessConstantsRecentDays * 86_400_000) : undefined,
      });
      return { requests };
    },
  );

  app.post(
    '/HomeownerRequests',
    routeOptions('user', {
      summary: 'Submit a general, reservation or ARC request for one of your properties',
      body: createRequestSchema,
      response: { 201: requestDetailSchema, ...errors },
    }),
    async (request, reply) => {
      const id = await createRequest(app.db, {
        principal: principalOf(request),
        input: request.body,
        now: app.clock.now(),
      });
      return reply.code(201).send(await detailOf(id));
    },
  );

  app.get(
    '/HomeownerRequests/:id',
    routeOptions('user', {
      summary: 'One of your requests with its status history, messages and attachments',
      params: idParams,
      response: { 200: requestDetailSchema, ...errors },
    }),
    async (request) => {
      const { id } = request.params;
      await authorize(app.db, principalOf(request), {
        action: 'read',
        resource: { type: 'homeownerRequest', id },
      });
      return detailOf(id);
    },
  );

  app.post(
    '/HomeownerRequests/:id/Messages',
    routeOptions('user', {
      summary: "Post a message on a request's thread (the homeowner, or management)",
      params: idParams,
      body: postMessageSchema,
      response: { 201: requestDetailSchema, ...errors },
    }),
    async (request, reply) => {
      const { id } = request.params;
      const messageId = await postRequestMessage(app.db, {
        principal: principalOf(request),
        requestId: id,
        body: request.body.body,
        now: app.clock.now(),
      });
      noteChanges(request, {
        object: 'request message',
        before: null,
        after: { request: id, message: messageId, body: request.body.body },
      });
      return reply.code(201).send(await detailOf(id));
    },
  );

  app.patch(
    '/HomeownerRequests/:id/Status',
    routeOptions('user', {
      summary: 'Change the status of a request (management: any; the homeowner: close it)',
      params: idParams,
      body: changeStatusSchema,
      response: { 200: requestDetailSchema, ...errors },
    }),
    async (request) => {
      const { id } = request.params;
      await changeRequestStatus(app.db, {
        principal: principalOf(request),
        requestId: id,
        status: request.body.status,
        note: request.body.note,
        now: app.clock.now(),
      });
      return detailOf(id);
    },
  );

  app.get(
    '/HomeownerRequests/:id/Attachments/:attachmentId',
    routeOptions('user', {
      summary: 'Download an attachment of a request',
      params: idParams.extend({ attachmentId: recordIdParam }),
      response: { 200: attachmentDownloadResponse, ...errors },
    }),
    async (request, reply) => {
      const file = await readAttachment(app.db, {
        principal: principalOf(request),
        requestId: request.params.id,
        attachmentId: request.params.attachmentId,
      });
      return sendAttachment(reply, file);
    },
  );
};

/** POST /HomeownerRequests/{id}/Attachments, in a plugin of its own: it parses file bodies and nothing else. */
export const uploadAttachmentRoute: FastifyPluginAsyncZod = async (app) => {
  // the file is the body; only the accepted types are parsed at all (anything else, JSON too, is a 415)
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...attachmentRules.contentTypes],
    { parseAs: 'buffer', bodyLimit: attachmentRules.maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/HomeownerRequests/:id/Attachments',
    {
      ...routeOptions('user', {
        summary: `Attach a file (PDF, PNG or JPEG, at most ${attachmentRules.maxMegabytes} MB) to a request`,
        params: idParams,
        querystring: z.object({ fileName: text().min(1).max(255) }),
        body: attachmentFileSchema,
        response: { 201: requestDetailSchema, ...errors, ...errorResponses(413, 415) },
      }),
      bodyLimit: attachmentRules.maxBytes,
    },
    async (request, reply) => {
      const { id } = request.params;
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      await addAttachment(app.db, {
        principal: principalOf(request),
        requestId: id,
        fileName: request.query.fileName,
        contentType: contentType as AttachmentContentType,
        content: request.body,
        now: app.clock.now(),
      });
      return reply.code(201).send(await requestDetail(app.db, id));
    },
  );
};
