import { recordIdParam } from '@hoa/contracts/request-fields';
import {
  violationCommentSchema,
  violationDetailSchema,
  violationListSchema,
  violationMessages,
} from '@hoa/contracts/violations';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { ownedByUser } from '../../auth/policies/owner-links';
import { isStaffActingAsSelf } from '../../auth/policies/policy';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { properties } from '../../db/schema/properties';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { boardActionOf } from '../audit/board-audit';
import { addViolationNote } from './violation-changes';
import { noticeResponse, photoResponse, sendNotice, sendPhoto } from './violation-files';
import { listOwnViolations, loadViolation, violationOwnerOf } from './violation-views';

const errors = errorResponses(400, 401, 403, 404, 409);
const violationParams = z.object({ violationId: recordIdParam });

const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: violationMessages.notFound });

/** The violation when it is at a property of the principal's owners (else 404, as for an unknown id). */
async function ownViolation(db: Db, principal: Principal, violationId: number, action: 'read' | 'write') {
  const owner = await violationOwnerOf(db, violationId);
  if (!owner) throw notFound();
  await authorize(db, principal, { action, resource: { type: 'property', id: owner.propertyId } });
  return owner;
}

/**
 * The homeowner's violations (issue 18, ADR 129): those at their own properties, each with the notices
 * sent (letters as PDF) and the photos, and a reply to the association. Staff reach them by mimicking.
 */
export const homeownerViolationRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = async (violationId: number) => {
    const found = await loadViolation(app.db, { violationId, audience: 'homeowner' });
    if (!found) throw notFound();
    return found;
  };

  app.get(
    '/Violations',
    routeOptions('user', {
      summary: 'Your properties’ violations, newest first',
      response: { 200: violationListSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      if (isStaffActingAsSelf(principal)) return { violations: [] };
      const owned = await app.db
        .select({ id: properties.id })
        .from(properties)
        .where(inArray(properties.ownerId, ownedByUser(principal.userId)));
      return {
        violations: await listOwnViolations(
          app.db,
          owned.map((row) => row.id),
        ),
      };
    },
  );

  app.get(
    '/Violations/:violationId',
    routeOptions('user', {
      summary: 'One of your violations with its notices, photos and replies',
      params: violationParams,
      response: { 200: violationDetailSchema, ...errors },
    }),
    async (request) => {
      await ownViolation(app.db, principalOf(request), request.params.violationId, 'read');
      return detail(request.params.violationId);
    },
  );

  app.get(
    '/Violations/:violationId/Notices/:eventId',
    routeOptions('user', {
      summary: 'A notice letter about one of your violations (PDF)',
      params: violationParams.extend({ eventId: recordIdParam }),
      response: { 200: noticeResponse, ...errors },
    }),
    async (request, reply) => {
      const { violationId, eventId } = request.params;
      await ownViolation(app.db, principalOf(request), violationId, 'read');
      return sendNotice(app.db, reply, violationId, eventId);
    },
  );

  app.get(
    '/Violations/:violationId/Photos/:photoId',
    routeOptions('user', {
      summary: 'A photo of one of your violations',
      params: violationParams.extend({ photoId: recordIdParam }),
      response: { 200: photoResponse, ...errors },
    }),
    async (request, reply) => {
      const { violationId, photoId } = request.params;
      await ownViolation(app.db, principalOf(request), violationId, 'read');
      return sendPhoto(app.db, reply, violationId, photoId);
    },
  );

  app.post(
    '/Violations/:violationId/Replies',
    routeOptions('user', {
      summary: 'Reply to the association about one of your violations',
      params: violationParams,
      body: violationCommentSchema,
      response: { 201: violationDetailSchema, ...errors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { violationId } = request.params;
      const owner = await ownViolation(app.db, principal, violationId, 'write');
      await addViolationNote(app.db, {
        action: boardActionOf(request, principal, app.clock.now()),
        associationId: owner.associationId,
        violationId,
        role: 'homeowner',
        body: request.body.body,
      });
      return reply.code(201).send(await detail(violationId));
    },
  );
};
