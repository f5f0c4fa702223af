import { Readable } from 'node:stream';
import {
  arcAttachmentListSchema,
  arcBoardMessageListSchema,
  arcChairDecisionSchema,
  arcExportQuerySchema,
  arcListQuerySchema,
  arcMessageFields,
  arcMessageMaxFiles,
  arcRequestDetailSchema,
  arcRequestListSchema,
  arcVoteFormSchema,
} from '@hoa/contracts/arc-review';
import { type AttachmentContentType, attachmentRules, communityMessages } from '@hoa/contracts/community';
import { recordIdParam } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { csvResponse, sendCsv } from '../../plugins/binary-body';
import { type FormFile, formFileSchema, registerFormFiles } from '../../plugins/form-files';
import { routeOptions } from '../../plugins/route-options';
import { boardActionOf } from '../audit/board-audit';
import { attachmentDownloadResponse, sendAttachment } from '../homeowner-requests/attachment-download';
import { arcCsvHeader, arcCsvLines } from './arc-requests-csv';
import {
  exportArcRequests,
  listArcAttachments,
  listArcRequests,
  listBoardMessages,
  loadArcRequest,
} from './arc-views';
import { castVote } from './cast-vote';
import { type BoardFile, postBoardMessage } from './post-board-message';
import { readBoardAttachment } from './read-board-attachment';
import { recordChairDecision } from './record-decision';

const errors = {
  ...errorResponses(400, 401, 403, 404, 409),
};
const idParams = z.object({ id: recordIdParam });

/** Every board the caller sits on (the board area), or one association's board. */
const authorizeBoardList = (db: Db, principal: Principal, associationId: number | undefined) =>
  authorize(
    db,
    principal,
    associationId === undefined
      ? { action: 'read', resource: { type: 'boardArea' } }
      : { action: 'read', resource: { type: 'association', id: associationId, need: 'board' } },
  );

/** A form's files, checked by their declared type here and by their content when stored. */
function boardFilesOf(files: FormFile[]): BoardFile[] {
  return files.map((file) => {
    const type = file.mimeType.toLowerCase();
    if (!(attachmentRules.contentTypes as readonly string[]).includes(type)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported Media Type', {
        detail: communityMessages.fileTypeRefused(file.fileName),
      });
    }
    return { fileName: file.fileName, contentType: type as AttachmentContentType, content: file.content };
  });
}

/** The board's check on one ARC request (the chair's for a decision). */
function authorizeArc(
  db: Db,
  principal: Principal,
  id: number,
  action: 'read' | 'write',
  need: 'board' | 'chair' = 'board',
) {
  return authorize(db, principal, { action, resource: { type: 'arcRequest', id, need } });
}

async function detailOf(db: Db, principal: Principal, id: number, now: Date) {
  const detail = await loadArcRequest(db, id, principal.userId, now);
  if (!detail) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  return detail;
}

/**
 * The board's ARC review (SPEC §7 "Requests and ARC (board)", issue 14, ADR 111): the list and one request,
 * votes, the board's discussion, the chair's decision and the request's files. Votes and messages are
 * form data (multipart); every call is authorized for its request.
 */
export const arcRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  // files are read into memory here (at most 5 of 10 MB); the content check happens before storing
  await registerFormFiles(app, {
    fileSize: attachmentRules.maxBytes,
    files: arcMessageMaxFiles,
    fields: 6,
    fieldSize: 16_384,
  });

  app.get(
    '/Board/ArcRequests',
    routeOptions('user', {
      summary: 'Board: ARC requests of your boards, newest first (last 36 months or all; status; search)',
      querystring: arcListQuerySchema,
      response: { 200: arcRequestListSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { associationId, ...query } = request.query;
      await authorizeBoardList(app.db, principal, associationId);
      return listArcRequests(
        app.db,
        { viewerId: principal.userId, associationId, ...query },
        app.clock.now(),
      );
    },
  );

  app.get(
    '/Board/ArcRequests/Export',
    routeOptions('user', {
      summary: 'Board: every ARC request the list filter matches, as CSV (not only one page)',
      querystring: arcExportQuerySchema,
      response: {
        200: csvResponse(),
        ...errors,
      },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { associationId, ...query } = request.query;
      await authorizeBoardList(app.db, principal, associationId);
      const now = app.clock.now();
      const batches = exportArcRequests(app.db, { viewerId: principal.userId, associationId, ...query }, now);
      async function* csv() {
        yield arcCsvHeader();
        for await (const items of batches) yield arcCsvLines(items);
      }
      return sendCsv(reply, `arc-requests-${now.toISOString().slice(0, 10)}.csv`, Readable.from(csv()));
    },
  );

  app.get(
    '/Board/ArcRequests/:id',
    routeOptions('user', {
      summary: 'Board: one ARC request with its voters, tally, deadline, files and decision',
      params: idParams,
      response: { 200: arcRequestDetailSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      await authorizeArc(app.db, principal, id, 'read');
      return detailOf(app.db, principal, id, app.clock.now());
    },
  );

  app.get(
    '/Board/ArcRequests/:id/Messages',
    routeOptions('user', {
      summary: "Board: the board's own discussion of an ARC request (never shown to the homeowner)",
      params: idParams,
      response: { 200: arcBoardMessageListSchema, ...errors },
    }),
    async (request) => {
      const { id } = request.params;
      await authorizeArc(app.db, principalOf(request), id, 'read');
      return { messages: await listBoardMessages(app.db, id) };
    },
  );

  app.post(
    '/Board/ArcRequests/Message',
    routeOptions('user', {
      summary: `Board: write to the discussion of an ARC request (form data: requestId, body, up to ${arcMessageMaxFiles} files)`,
      consumes: ['multipart/form-data'],
      body: arcMessageFields
        .extend({
          files: z
            .preprocess(
              (value) => (value === undefined || Array.isArray(value) ? value : [value]),
              z.array(formFileSchema),
            )
            .optional()
            .describe('PDF, PNG or JPEG files, checked by their content'),
        })
        // a file sent under another name is refused, not silently left out
        .strict(),
      response: { 201: arcBoardMessageListSchema, ...errors, ...errorResponses(413, 415) },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { requestId, body, files } = request.body;
      await authorizeArc(app.db, principal, requestId, 'write');
      await postBoardMessage(app.db, {
        action: boardActionOf(request, principal, app.clock.now()),
        requestId,
        body,
        files: boardFilesOf(files ?? []),
      });
      return reply.code(201).send({ messages: await listBoardMessages(app.db, requestId) });
    },
  );

  app.post(
    '/Board/ArcRequests/:id/Vote',
    routeOptions('user', {
      summary: 'Board: cast, change or retract your vote (form data: vote, comment); closed once decided',
      consumes: ['multipart/form-data'],
      params: idParams,
      body: arcVoteFormSchema,
      response: { 200: arcRequestDetailSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      await authorizeArc(app.db, principal, id, 'write');
      const now = app.clock.now();
      await castVote(app.db, {
        action: boardActionOf(request, principal, now),
        requestId: id,
        vote: request.body.vote,
        comment: request.body.comment,
      });
      return detailOf(app.db, principal, id, now);
    },
  );

  app.post(
    '/Board/ArcRequests/:id/ChairDecision',
    routeOptions('user', {
      summary:
        'Board chair: record the decision (approved, with conditions, more information needed, denied); a final one closes voting and tells the homeowner',
      params: idParams,
      body: arcChairDecisionSchema,
      response: { 200: arcRequestDetailSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      await authorizeArc(app.db, principal, id, 'write', 'chair');
      const now = app.clock.now();
      const { outcome, conditions, reason } = request.body;
      await recordChairDecision(app.db, {
        action: boardActionOf(request, principal, now),
        requestId: id,
        outcome,
        text: outcome === 'approved_with_conditions' ? conditions : outcome === 'approved' ? '' : reason,
      });
      return detailOf(app.db, principal, id, now);
    },
  );

  app.get(
    '/Attachments/GetAttachmentsByActionItem',
    routeOptions('user', {
      summary: "Board: an ARC request's files, the homeowner's and the board discussion's",
      querystring: z.object({ actionItemId: recordIdParam }),
      response: { 200: arcAttachmentListSchema, ...errors },
    }),
    async (request) => {
      const id = request.query.actionItemId;
      await authorizeArc(app.db, principalOf(request), id, 'read');
      return { attachments: await listArcAttachments(app.db, id) };
    },
  );

  app.get(
    '/Attachments',
    routeOptions('user', {
      summary: 'Board: download one file of an ARC request (Content-Disposition names it)',
      querystring: z.object({ imgId: recordIdParam }),
      response: { 200: attachmentDownloadResponse, ...errors },
    }),
    async (request, reply) => {
      const file = await readBoardAttachment(app.db, principalOf(request), request.query.imgId);
      return sendAttachment(reply, file);
    },
  );
};
