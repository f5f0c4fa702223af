import {
  findingFormSchema,
  findingPhotoRules,
  findingToViolationSchema,
  inspectionDetailSchema,
  inspectionFormSchema,
} from '@hoa/contracts/inspections';
import { text } from '@hoa/contracts/request-fields';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { authorizeBooks } from '../association-books/books-access';
import { boardActionOf } from '../audit/board-audit';
import { photoBodySchema } from '../violations/violation-files';
import { addFindingPhoto } from './finding-photos';
import { turnFindingIntoViolation } from './finding-to-violation';
import {
  addFinding,
  createInspection,
  removeFinding,
  updateFinding,
  updateInspection,
} from './inspection-changes';
import {
  associationParams,
  errors,
  findingParams,
  inspectionDetail,
  inspectionParams,
  inspectionReadRoutes,
} from './inspection-read-routes';

const base = '/Staff/Associations/:associationId/Inspections';

/** The staff's reads (the board's, from the staff side). */
export const staffInspectionReadRoutes = inspectionReadRoutes('staff');

/**
 * What staff do with inspections (issue 18, ADR 132): record and change one, add, correct and remove
 * findings, and turn a finding into a violation in one step. Staff of the managing company signed in
 * as themselves (`associationBooks` policy, staff side); every write in the audit trail.
 */
export const staffInspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = async (request: FastifyRequest, associationId: number) => {
    const principal = principalOf(request);
    await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
    return boardActionOf(request, principal, app.clock.now());
  };

  app.post(
    base,
    routeOptions('user', {
      summary: 'Staff: record an inspection of a common area or of a list of properties',
      params: associationParams,
      body: inspectionFormSchema,
      response: { 201: inspectionDetailSchema, ...errors },
    }),
    async (request, reply) => {
      const { associationId } = request.params;
      const action = await writer(request, associationId);
      const id = await createInspection(app.db, { action, associationId, form: request.body });
      return reply.code(201).send(await inspectionDetail(app.db, associationId, id));
    },
  );

  app.put(
    `${base}/:inspectionId`,
    routeOptions('user', {
      summary: "Staff: change an inspection's day, inspector, area or properties, status or notes",
      params: inspectionParams,
      body: inspectionFormSchema,
      response: { 200: inspectionDetailSchema, ...errors },
    }),
    async (request) => {
      const { associationId, inspectionId } = request.params;
      const action = await writer(request, associationId);
      await updateInspection(app.db, { action, associationId, inspectionId, form: request.body });
      return inspectionDetail(app.db, associationId, inspectionId);
    },
  );

  app.post(
    `${base}/:inspectionId/Findings`,
    routeOptions('user', {
      summary: 'Staff: add a finding at a property to an inspection',
      params: inspectionParams,
      body: findingFormSchema,
      response: { 201: inspectionDetailSchema, ...errors },
    }),
    async (request, reply) => {
      const { associationId, inspectionId } = request.params;
      const action = await writer(request, associationId);
      await addFinding(app.db, { action, associationId, inspectionId, form: request.body });
      return reply.code(201).send(await inspectionDetail(app.db, associationId, inspectionId));
    },
  );

  app.put(
    `${base}/:inspectionId/Findings/:findingId`,
    routeOptions('user', {
      summary: 'Staff: correct a finding (not once it became a violation)',
      params: findingParams,
      body: findingFormSchema,
      response: { 200: inspectionDetailSchema, ...errors },
    }),
    async (request) => {
      const { associationId, inspectionId, findingId } = request.params;
      const action = await writer(request, associationId);
      await updateFinding(app.db, { action, associationId, inspectionId, findingId, form: request.body });
      return inspectionDetail(app.db, associationId, inspectionId);
    },
  );

  app.delete(
    `${base}/:inspectionId/Findings/:findingId`,
    routeOptions('user', {
      summary: 'Staff: remove a finding and its photos (not once it became a violation)',
      params: findingParams,
      response: { 200: inspectionDetailSchema, ...errors },
    }),
    async (request) => {
      const { associationId, inspectionId, findingId } = request.params;
      const action = await writer(request, associationId);
      await removeFinding(app.db, { action, associationId, inspectionId, findingId });
      return inspectionDetail(app.db, associationId, inspectionId);
    },
  );

  app.post(
    `${base}/:inspectionId/Findings/:findingId/Violation`,
    routeOptions('user', {
      summary:
        'Staff: turn a finding into a violation (observed, its photos copied) in one step, exactly once; again is 409',
      params: findingParams,
      body: findingToViolationSchema,
      response: { 201: inspectionDetailSchema, ...errors },
    }),
    async (request, reply) => {
      const { associationId, inspectionId, findingId } = request.params;
      const action = await writer(request, associationId);
      await turnFindingIntoViolation(app.db, {
        action,
        associationId,
        inspectionId,
        findingId,
        ruleReference: request.body.ruleReference,
      });
      return reply.code(201).send(await inspectionDetail(app.db, associationId, inspectionId));
    },
  );
};

/** POST …/Findings/{id}/Photos, in a plugin of its own: it parses photo bodies and nothing else. */
export const uploadFindingPhotoRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...findingPhotoRules.contentTypes],
    { parseAs: 'buffer', bodyLimit: findingPhotoRules.maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    `${base}/:inspectionId/Findings/:findingId/Photos`,
    {
      ...routeOptions('user', {
        summary: `Staff: add a photo (PNG or JPEG, at most ${findingPhotoRules.maxBytes / 1024 / 1024} MB) to a finding`,
        params: findingParams,
        querystring: z.object({ fileName: text().min(1).max(255) }),
        body: photoBodySchema,
        response: { 201: inspectionDetailSchema, ...errors, ...errorResponses(413, 415) },
      }),
      bodyLimit: findingPhotoRules.maxBytes,
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { associationId, inspectionId, findingId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      await addFindingPhoto(app.db, {
        action: boardActionOf(request, principal, app.clock.now()),
        associationId,
        inspectionId,
        findingId,
        fileName: request.query.fileName,
        contentType: (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '',
        content: request.body,
      });
      return reply.code(201).send(await inspectionDetail(app.db, associationId, inspectionId));
    },
  );
};
