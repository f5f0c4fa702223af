import { text } from '@hoa/contracts/request-fields';
import {
  escalationProposalSchema,
  newViolationSchema,
  stageChangeSchema,
  violationDetailSchema,
  violationFormSchema,
  violationPhotoRules,
  violationPropertyListSchema,
  violationPropertyQuerySchema,
  violationPropertySearchLimit,
} from '@hoa/contracts/violations';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { owners } from '../../db/schema/owners';
import { properties } from '../../db/schema/properties';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { authorizeBooks } from '../association-books/books-access';
import { boardActionOf } from '../audit/board-audit';
import { advanceViolation, createViolation, updateViolation } from './violation-changes';
import { proposeEscalation } from './violation-escalations';
import { photoBodySchema } from './violation-files';
import { addViolationPhoto } from './violation-photos';
import {
  associationParams,
  violationDetail,
  violationErrors,
  violationParams,
  violationSharedRoutes,
  violationsBase,
} from './violation-shared-routes';

const errors = violationErrors;
const base = violationsBase('staff');

/**
 * What staff do with violations (issue 18, ADR 129): record one at a property, correct it, move it one
 * stage, propose a fine or a hearing to the board, add photos; and read and comment as the board does.
 * Staff of the managing company signed in as themselves; every write in the audit trail.
 */
export const staffViolationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(violationSharedRoutes('staff'));
  const detail = (associationId: number, violationId: number) =>
    violationDetail(app.db, 'staff', associationId, violationId);

  app.get(
    `${base}/Properties`,
    routeOptions('user', {
      summary: `Staff: the association's properties matching a search (account, address or owner), at most ${violationPropertySearchLimit}`,
      params: associationParams,
      querystring: violationPropertyQuerySchema,
      response: { 200: violationPropertyListSchema, ...errors },
    }),
    async (request) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'staff', 'read');
      const search = request.query.search;
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await app.db
        .select({
          id: properties.id,
          accountNumber: properties.accountNumber,
          address: properties.address1,
          firstName: owners.firstName,
          lastName: owners.lastName,
        })
        .from(properties)
        .innerJoin(owners, eq(owners.id, properties.ownerId))
        .where(
          and(
            eq(properties.associationId, associationId),
            search
              ? or(
                  ilike(properties.accountNumber, pattern),
                  ilike(properties.address1, pattern),
                  ilike(owners.lastName, pattern),
                  ilike(owners.firstName, pattern),
                )
              : undefined,
          ),
        )
        .orderBy(asc(properties.address1), asc(properties.id))
        .limit(violationPropertySearchLimit);
      return {
        properties: rows.map(({ firstName, lastName, ...row }) => ({
          ...row,
          ownerName: `${firstName} ${lastName}`.trim(),
        })),
      };
    },
  );

  app.post(
    base,
    routeOptions('user', {
      summary: 'Staff: record a violation at a property of the association (it starts observed)',
      params: associationParams,
      body: newViolationSchema,
      response: { 201: violationDetailSchema, ...errors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { associationId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      const { propertyId, ...form } = request.body;
      const id = await createViolation(app.db, {
        action: boardActionOf(request, principal, app.clock.now()),
        associationId,
        propertyId,
        form,
      });
      return reply.code(201).send(await detail(associationId, id));
    },
  );

  app.put(
    `${base}/:violationId`,
    routeOptions('user', {
      summary: "Staff: correct a violation's category, description, rule or observed date",
      params: violationParams,
      body: violationFormSchema,
      response: { 200: violationDetailSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { associationId, violationId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      await updateViolation(app.db, {
        action: boardActionOf(request, principal, app.clock.now()),
        associationId,
        violationId,
        form: request.body,
      });
      return detail(associationId, violationId);
    },
  );

  app.post(
    `${base}/:violationId/Stage`,
    routeOptions('user', {
      summary:
        'Staff: move a violation one stage (the next notice, resolved or closed); a notice e-mails the owner its letter',
      params: violationParams,
      body: stageChangeSchema,
      response: { 200: violationDetailSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { associationId, violationId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      await advanceViolation(app.db, {
        action: boardActionOf(request, principal, app.clock.now()),
        associationId,
        violationId,
        ...request.body,
      });
      return detail(associationId, violationId);
    },
  );

  app.post(
    `${base}/:violationId/Escalations`,
    routeOptions('user', {
      summary: 'Staff: propose a fine (amount in cents) or a hearing to the board',
      params: violationParams,
      body: escalationProposalSchema,
      response: { 201: violationDetailSchema, ...errors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      const { associationId, violationId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      const { stage, fineAmount, hearingOn, note } = request.body;
      await proposeEscalation(app.db, {
        action: boardActionOf(request, principal, app.clock.now()),
        associationId,
        violationId,
        stage,
        fineAmount,
        hearingOn,
        note,
      });
      return reply.code(201).send(await detail(associationId, violationId));
    },
  );
};

/** POST …/Violations/{id}/Photos, in a plugin of its own: it parses photo bodies and nothing else. */
export const uploadViolationPhotoRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...violationPhotoRules.contentTypes],
    { parseAs: 'buffer', bodyLimit: violationPhotoRules.maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    `${base}/:violationId/Photos`,
    {
      ...routeOptions('user', {
        summary: `Staff: add a photo (PNG or JPEG, at most ${violationPhotoRules.maxBytes / 1024 / 1024} MB) to a violation`,
        params: violationParams,
        querystring: z.object({ fileName: text().min(1).max(255) }),
        body: photoBodySchema,
        response: { 201: violationDetailSchema, ...errors, ...errorResponses(413, 415) },
      }),
      bodyLimit: violationPhotoRules.maxBytes,
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { associationId, violationId } = request.params;
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      await addViolationPhoto(app.db, {
        action: boardActionOf(request, principal, app.clock.now()),
        associationId,
        violationId,
        fileName: request.query.fileName,
        contentType: (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '',
        content: request.body,
      });
      return reply.code(201).send(await violationDetail(app.db, 'staff', associationId, violationId));
    },
  );
};
