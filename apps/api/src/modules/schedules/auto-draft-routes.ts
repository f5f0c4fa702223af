import {
  autoDraftConfirmRequestSchema,
  autoDraftListSchema,
  autoDraftSchema,
  autoDraftSetupRequestSchema,
  autoDraftUpdateSchema,
  legacyAutoDraftEnrollRequestSchema,
  legacyAutoDraftSetupRequestSchema,
  legacyAutoDraftSetupSchema,
} from '@hoa/contracts/scheduled-payments';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { autoDraftEnrollments } from '../../db/schema/payments';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { inMimicMode, noteChanges } from '../audit/note-changes';
import { answerIdempotently, idempotencyHeader, idParams } from '../payments/idempotent-route';
import {
  cancelAutoDraft,
  confirmAutoDraft,
  listAutoDraftEnrollments,
  setupAutoDraft,
  updateAutoDraft,
} from './auto-draft';
import { enrollLegacyAutoDraft, startLegacyAutoDraft } from './legacy-auto-draft';
import { errors } from './route-schemas';

const autoDraftQuerySchema = z.object({
  portalEnabled: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** Auto-Draft: enroll with a saved bank account (standard) or with a signed bank form (legacy). */
export const autoDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  // in mimic mode the audit log keeps the stored enrollment before and after a change (ADR 108)
  const storedEnrollment = async (id: number) => {
    const [row] = await app.db.select().from(autoDraftEnrollments).where(eq(autoDraftEnrollments.id, id));
    return row ? { ...row } : null;
  };
  app.get(
    '/AutoDraft',
    routeOptions('user', {
      summary: 'Your Auto-Draft enrollments',
      querystring: autoDraftQuerySchema,
      response: { 200: autoDraftListSchema, ...errors },
    }),
    async (request) => ({
      enrollments: await listAutoDraftEnrollments(app.paymentsDeps, principalOf(request), request.query),
    }),
  );

  app.post(
    '/AutoDraft/Setup',
    routeOptions('user', {
      summary: 'Start an Auto-Draft enrollment with a saved bank account: shows the processing fee',
      headers: idempotencyHeader,
      body: autoDraftSetupRequestSchema,
      response: { 201: autoDraftSchema, ...errors },
    }),
    async (request, reply) =>
      answerIdempotently(app, request, reply, 201, (principal) =>
        setupAutoDraft(app.paymentsDeps, principal, request.body),
      ),
  );

  app.put(
    '/AutoDraft/Setup/Confirm',
    routeOptions('user', {
      summary: 'Confirm an Auto-Draft enrollment (one per account)',
      headers: idempotencyHeader,
      body: autoDraftConfirmRequestSchema,
      response: { 200: autoDraftSchema, ...errors },
    }),
    async (request, reply) =>
      answerIdempotently(app, request, reply, 200, async (principal) => {
        const enrollment = await confirmAutoDraft(app.paymentsDeps, principal, request.body);
        noteChanges(request, { object: 'Auto-Draft', before: null, after: enrollment });
        return enrollment;
      }),
  );

  app.patch(
    '/AutoDraft/:id',
    routeOptions('user', {
      summary: 'Change the day of the month Auto-Draft pulls the balance',
      params: idParams,
      headers: idempotencyHeader,
      body: autoDraftUpdateSchema,
      response: { 200: autoDraftSchema, ...errors },
    }),
    async (request, reply) =>
      answerIdempotently(app, request, reply, 200, async (principal) => {
        const before = inMimicMode(request) ? await storedEnrollment(request.params.id) : null;
        const updated = await updateAutoDraft(app.paymentsDeps, principal, request.params.id, request.body);
        noteChanges(request, {
          object: 'Auto-Draft',
          before,
          after: await storedEnrollment(request.params.id),
        });
        return updated;
      }),
  );

  app.delete(
    '/AutoDraft/:id',
    routeOptions('user', {
      summary: 'Unenroll from Auto-Draft',
      params: idParams,
      response: { 204: z.null(), ...errors },
    }),
    async (request, reply) => {
      const before = inMimicMode(request) ? await storedEnrollment(request.params.id) : null;
      await cancelAutoDraft(app.paymentsDeps, principalOf(request), request.params.id);
      if (before) {
        noteChanges(request, {
          object: 'Auto-Draft',
          before,
          after: await storedEnrollment(request.params.id),
        });
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/LegacyAutoDraft/Setup',
    routeOptions('user', {
      summary: 'The Auto-Draft authorization to sign for an account (legacy associations)',
      body: legacyAutoDraftSetupRequestSchema,
      response: { 200: legacyAutoDraftSetupSchema, ...errors },
    }),
    async (request) => startLegacyAutoDraft(app.paymentsDeps, principalOf(request), request.body.subLedgerId),
  );

  app.put(
    '/LegacyAutoDraft/Enroll',
    routeOptions('user', {
      summary: 'Enroll in Auto-Draft with bank details and a signed ACH authorization (legacy associations)',
      headers: idempotencyHeader,
      body: legacyAutoDraftEnrollRequestSchema,
      response: { 201: autoDraftSchema, ...errors },
    }),
    async (request, reply) =>
      answerIdempotently(app, request, reply, 201, async (principal) => {
        const enrollment = await enrollLegacyAutoDraft(app.paymentsDeps, principal, request.body, request.ip);
        noteChanges(request, { object: 'Auto-Draft', before: null, after: enrollment });
        return enrollment;
      }),
  );
};
