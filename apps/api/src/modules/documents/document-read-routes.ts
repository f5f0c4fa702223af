import {
  directoryListQuerySchema,
  directoryListSchema,
  documentPermissionsQuerySchema,
  documentPermissionsSchema,
  documentSearchQuerySchema,
  documentSearchResultSchema,
  previewKindOf,
} from '@hoa/contracts/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, decide } from '../../auth/authorize';
import { visibleAudiences } from '../../auth/policies/document-policy';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { rangeAnswer } from './byte-range';
import { contentDisposition } from './content-disposition';
import { associationParams, documentParams, errors, fileSchema, notFound } from './document-route-schemas';
import { listFolderDocuments, listFolders } from './list-library';
import { findDocument } from './manage-documents';
import { searchDocuments } from './search-documents';

/** Every read starts here: may the principal browse this association's documents (404 if not, ADR 033). */
const authorizeLibraryRead = (db: Db, principal: Principal, associationId: number) =>
  authorize(db, principal, { action: 'read', resource: { type: 'documentLibrary', associationId } });

/** The reads of SPEC §7 "Associations and documents": folders, files, search and permissions (ADR 071). */
export const documentReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { maxFileSizeMb } = app.config.documents;
  const storage = app.documentStorage;

  app.get(
    '/associations/:id/Directories',
    routeOptions('user', {
      summary: 'The folders you may see (and the files of one folder)',
      params: associationParams,
      querystring: directoryListQuerySchema,
      response: { 200: directoryListSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const associationId = request.params.id;
      await authorizeLibraryRead(app.db, principal, associationId);
      const { folderId } = request.query;
      if (folderId !== undefined) {
        await authorize(app.db, principal, {
          action: 'read',
          resource: { type: 'documentFolder', id: folderId, associationId },
        });
      }
      const audiences = await visibleAudiences(app.db, principal, associationId);
      return {
        directories: await listFolders(app.db, { associationId, audiences }),
        documents: folderId === undefined ? [] : await listFolderDocuments(app.db, folderId),
      };
    },
  );

  app.get(
    '/associations/:id/Documents/permissions',
    routeOptions('user', {
      summary: 'Whether you may manage the documents (boardDocManage)',
      params: associationParams,
      querystring: documentPermissionsQuerySchema,
      response: { 200: documentPermissionsSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const associationId = request.params.id;
      await authorizeLibraryRead(app.db, principal, associationId);
      // the answer is the policy's own: would managing (a write to the library) be allowed?
      const manage = await decide(app.db, principal, {
        action: 'write',
        resource: { type: 'documentLibrary', associationId },
      });
      return { systemSecurity: request.query.systemSecurity, allowed: manage.allowed, maxFileSizeMb };
    },
  );

  app.get(
    '/associations/:id/Documents/Search',
    routeOptions('user', {
      summary: 'Find files by words in their names or inside them',
      params: associationParams,
      querystring: documentSearchQuerySchema,
      response: { 200: documentSearchResultSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const associationId = request.params.id;
      await authorizeLibraryRead(app.db, principal, associationId);
      const results = await searchDocuments(app.db, {
        associationId,
        audiences: await visibleAudiences(app.db, principal, associationId),
        text: request.query.q,
        limit: request.query.limit,
      });
      return { results };
    },
  );

  app.get(
    '/associations/:id/Documents/:docId',
    routeOptions('user', {
      summary:
        'The file itself (PDF and images inline, others as a download); one byte range with Range: bytes=…',
      params: documentParams,
      querystring: z.object({ download: z.enum(['0', '1']).optional() }),
      response: {
        200: { description: 'The file', content: { 'application/octet-stream': { schema: fileSchema } } },
        206: {
          description: 'The bytes the Range header asked for (Content-Range says which)',
          content: { 'application/octet-stream': { schema: fileSchema } },
        },
        ...errors,
        ...errorResponses(416),
      },
    }),
    async (request, reply) => {
      const { id: associationId, docId } = request.params;
      await authorize(app.db, principalOf(request), {
        action: 'read',
        resource: { type: 'document', id: docId, associationId },
      });
      const document = await findDocument(app.db, docId);
      const etag = `"${document.blobSha256}"`;
      const answer = rangeAnswer(request.headers.range, document.size, {
        ifRange: [request.headers['if-range']].flat()[0],
        etag,
      });
      if (answer.kind === 'unsatisfiable') {
        throw new AppError('RANGE_NOT_SATISFIABLE', 'Range Not Satisfiable', {
          detail: `The file has ${document.size} bytes.`,
          headers: { 'content-range': `bytes */${document.size}`, 'accept-ranges': 'bytes' },
        });
      }
      const range = answer.kind === 'part' ? answer.range : undefined;
      const opened = await storage.open(document.blobSha256, range);
      if (!opened) {
        request.log.error({ sha256: document.blobSha256 }, 'A document has no stored content');
        throw notFound();
      }
      const inline = request.query.download !== '1' && previewKindOf(document.contentType) !== 'download';
      reply
        .type(document.contentType)
        .header('accept-ranges', 'bytes')
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', document.name))
        .header('cache-control', 'private, no-store')
        .header('etag', etag);
      if (!range) return reply.header('content-length', String(document.size)).send(opened.stream);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${document.size}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(opened.stream);
    },
  );
};
