import multipart from '@fastify/multipart';
import {
  createDirectoryBodySchema,
  deletedSchema,
  directorySchema,
  documentMessages,
  documentNameProblem,
  documentSchema,
  duplicateDocumentBodySchema,
  maxFolderDepth,
  patchDocumentBodySchema,
} from '@hoa/contracts/documents';
import { recordIdParam } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { mayChangeFolderAudience } from '../../auth/policies/document-policy';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import {
  associationParams,
  documentParams,
  errors,
  folderParams,
  parentParams,
} from './document-route-schemas';
import { listFolders } from './list-library';
import { deleteDocument, duplicateDocument, updateDocument } from './manage-documents';
import { createFolder, deleteFolder, updateFolder } from './manage-folders';
import { storeUpload } from './store-upload';

/** The writes of SPEC §7 "Associations and documents": upload, rename, move, duplicate, delete (ADR 071). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { maxFileSizeMb, textExtractMaxMb, textExtractLimits } = app.config.documents;
  const storage = app.documentStorage;
  await app.register(multipart, {
    // keep the name as sent: a path-like name is refused, not silently cut to its last part
    preservePath: true,
    limits: { fileSize: maxFileSizeMb * 1024 * 1024, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  app.post(
    '/associations/:id/Documents',
    routeOptions('user', {
      summary: 'Upload a file (multipart form: parentId, then file)',
      params: associationParams,
      consumes: ['multipart/form-data'],
      response: { 201: documentSchema, ...errors, ...errorResponses(413, 415) },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const associationId = request.params.id;
      await authorize(app.db, principal, {
        action: 'write',
        resource: { type: 'documentLibrary', associationId },
      });
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', documentMessages.uploadFailed, {
          detail: 'Send the file as multipart/form-data.',
        });
      }
      const part = await request.file();
      if (!part) {
        throw new AppError('BAD_REQUEST', documentMessages.uploadFailed, {
          detail: documentMessages.fileMissing,
        });
      }
      // the file is not read yet: drain it whenever the upload is refused before storing
      const refuse = (error: AppError) => {
        part.file.resume();
        return error;
      };
      const parentField = part.fields.parentId;
      const parentValue =
        parentField && !Array.isArray(parentField) && parentField.type === 'field'
          ? parentField.value
          : undefined;
      const folder = recordIdParam.safeParse(parentValue);
      if (!folder.success) {
        throw refuse(
          new AppError('BAD_REQUEST', documentMessages.uploadFailed, {
            detail: documentMessages.folderRequired,
          }),
        );
      }
      const folderId = folder.data;
      try {
        await authorize(app.db, principal, {
          action: 'write',
          resource: { type: 'documentFolder', id: folderId, associationId },
        });
      } catch (error) {
        throw error instanceof AppError ? refuse(error) : error;
      }
      const name = part.filename ?? '';
      const problem = documentNameProblem(name);
      if (problem) {
        throw refuse(new AppError('BAD_REQUEST', documentMessages.uploadFailed, { detail: problem }));
      }
      const document = await storeUpload(app.db, storage, part.file, {
        associationId,
        folderId,
        name,
        userId: principal.userId,
        maxFileSizeMb,
        textExtractMaxMb,
        textExtractLimits,
        truncated: () => part.file.truncated,
        log: request.log,
      });
      return reply.code(201).send(document);
    },
  );

  app.patch(
    '/associations/:id/Documents/:docId',
    routeOptions('user', {
      summary:
        'Rename a file or move it to another folder (under another audience only by management company staff)',
      params: documentParams,
      body: patchDocumentBodySchema,
      response: { 200: documentSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { id: associationId, docId } = request.params;
      await authorize(app.db, principal, {
        action: 'write',
        resource: { type: 'document', id: docId, associationId },
      });
      const { name, parentId } = request.body;
      if (parentId !== undefined) {
        await authorize(app.db, principal, {
          action: 'write',
          resource: { type: 'documentFolder', id: parentId, associationId },
        });
      }
      return updateDocument(app.db, {
        associationId,
        documentId: docId,
        name,
        parentId,
        canChangeAudience: mayChangeFolderAudience(principal),
      });
    },
  );

  app.post(
    '/associations/:id/Documents/:docId',
    routeOptions('user', {
      summary: 'Duplicate a file in its folder ("Name (copy).pdf" unless a name is given)',
      params: documentParams,
      body: duplicateDocumentBodySchema,
      response: { 201: documentSchema, ...errors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { id: associationId, docId } = request.params;
      await authorize(app.db, principal, {
        action: 'write',
        resource: { type: 'document', id: docId, associationId },
      });
      const copy = await duplicateDocument(app.db, {
        documentId: docId,
        name: request.body?.name,
        userId: principal.userId,
      });
      return reply.code(201).send(copy);
    },
  );

  app.delete(
    '/associations/:id/Documents/:docId',
    routeOptions('user', {
      summary: 'Delete a file',
      params: documentParams,
      response: { 200: deletedSchema, ...errors },
    }),
    async (request) => {
      const { id: associationId, docId } = request.params;
      await authorize(app.db, principalOf(request), {
        action: 'write',
        resource: { type: 'document', id: docId, associationId },
      });
      await deleteDocument(app.db, storage, docId);
      return { deletedFolders: 0, deletedDocuments: 1 };
    },
  );

  app.post(
    '/associations/:id/Directories/:dirId',
    routeOptions('user', {
      summary: `Create a folder (parentId 0: a main folder, for the board only until opened; at most ${maxFolderDepth} levels deep)`,
      params: parentParams,
      body: createDirectoryBodySchema,
      response: { 201: directorySchema, ...errors, ...errorResponses(422) },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { id: associationId, dirId: parentId } = request.params;
      await authorize(app.db, principal, {
        action: 'write',
        resource: { type: 'documentLibrary', associationId },
      });
      if (parentId > 0) {
        await authorize(app.db, principal, {
          action: 'write',
          resource: { type: 'documentFolder', id: parentId, associationId },
        });
      }
      const folder = await createFolder(app.db, {
        associationId,
        parentId: parentId > 0 ? parentId : null,
        name: request.body.name,
        userId: principal.userId,
      });
      if (parentId > 0) {
        const [parent] = (
          await listFolders(app.db, { associationId, audiences: ['owners', 'board'] })
        ).filter((one) => one.id === parentId);
        if (parent) folder.audience = parent.audience;
      }
      return reply.code(201).send(folder);
    },
  );

  app.patch(
    '/associations/:id/Directories/:dirId',
    routeOptions('user', {
      summary: `Rename a folder or move it into another folder (never into itself; at most ${maxFolderDepth} levels deep; under another audience only by management company staff)`,
      params: folderParams,
      body: patchDocumentBodySchema,
      response: { 204: z.null(), ...errors, ...errorResponses(422) },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { id: associationId, dirId } = request.params;
      await authorize(app.db, principal, {
        action: 'write',
        resource: { type: 'documentFolder', id: dirId, associationId },
      });
      const { name, parentId } = request.body;
      if (parentId !== undefined) {
        await authorize(app.db, principal, {
          action: 'write',
          resource: { type: 'documentFolder', id: parentId, associationId },
        });
      }
      await updateFolder(app.db, {
        associationId,
        folderId: dirId,
        name,
        parentId,
        canChangeAudience: mayChangeFolderAudience(principal),
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/associations/:id/Directories/:dirId',
    routeOptions('user', {
      summary: 'Delete a folder with everything inside it',
      params: folderParams,
      response: { 200: deletedSchema, ...errors },
    }),
    async (request) => {
      const { id: associationId, dirId } = request.params;
      await authorize(app.db, principalOf(request), {
        action: 'write',
        resource: { type: 'documentFolder', id: dirId, associationId },
      });
      return deleteFolder(app.db, storage, dirId);
    },
  );
};
