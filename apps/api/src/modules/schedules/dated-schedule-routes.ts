import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/principal';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { inMimicMode, noteChanges } from '../audit/note-changes';
import { answerIdempotently, idempotencyHeader, idParams } from '../payments/idempotent-route';
import type { PaymentsDeps } from '../payments/payments-deps';
import { type DatedScheduleKind, loadDatedSchedule } from './dated-schedules';
import { errors } from './route-schemas';

const idOf = (request: { params: unknown }) => (request.params as z.infer<typeof idParams>).id;
const kindOf = { '/FuturePayment': 'future', '/RecurringPayment': 'recurring' } as const;
const objectOf = { future: 'future payment', recurring: 'recurring payment' } as const;

/** What the routes of a dated schedule kind differ in: path, texts, schemas, calls. */
export interface DatedScheduleRoutes<
  S extends z.ZodType,
  C extends z.ZodType,
  Q extends z.ZodType,
  L extends z.ZodType,
  U extends z.ZodType,
  R extends z.ZodType,
> {
  path: '/FuturePayment' | '/RecurringPayment';
  summaries: { setup: string; confirm: string; list: string; update: string; remove: string };
  /** `confirm`: the body of the confirm call, for a kind whose confirm takes one. */
  schemas: { setup: S; confirm?: C; query: Q; list: L; update: U; one: R };
  setup(deps: PaymentsDeps, principal: Principal, body: z.infer<S>): Promise<z.infer<R>>;
  confirm(
    deps: PaymentsDeps,
    principal: Principal,
    id: number,
    body: z.infer<C> | undefined,
  ): Promise<z.infer<R>>;
  list(deps: PaymentsDeps, principal: Principal, query: z.infer<Q>): Promise<z.infer<L>>;
  update(deps: PaymentsDeps, principal: Principal, id: number, body: z.infer<U>): Promise<z.infer<R>>;
  remove(deps: PaymentsDeps, principal: Principal, id: number): Promise<void>;
}

/**
 * POST {path}/Setup and PUT {path}/Setup/:id/Confirm (both idempotent), GET {path}, PATCH {path}/:id
 * (idempotent) and DELETE {path}/:id, the same for both kinds. The schemas parse the query, params and
 * body before a handler runs, so each is what its schema outputs.
 */
export function registerDatedScheduleRoutes<
  S extends z.ZodType,
  C extends z.ZodType,
  Q extends z.ZodType,
  L extends z.ZodType,
  U extends z.ZodType,
  R extends z.ZodType,
>(app: FastifyInstance, kind: DatedScheduleRoutes<S, C, Q, L, U, R>): void {
  const scheduleKind: DatedScheduleKind = kindOf[kind.path];
  // in mimic mode the audit log keeps the stored schedule before and after the change (ADR 108)
  const storedIfMimic = async (request: FastifyRequest) => {
    if (!inMimicMode(request)) return null;
    const reload = async () => ({ ...(await loadDatedSchedule(app.db, scheduleKind, idOf(request))) });
    return { object: objectOf[scheduleKind], before: await reload(), reload };
  };
  const { path, summaries, schemas } = kind;
  app.post(
    `${path}/Setup`,
    routeOptions('user', {
      summary: summaries.setup,
      headers: idempotencyHeader,
      body: schemas.setup,
      response: { 201: schemas.one, ...errors },
    }),
    async (request, reply) =>
      answerIdempotently(app, request, reply, 201, (principal) =>
        kind.setup(app.paymentsDeps, principal, request.body as z.infer<S>),
      ),
  );

  app.put(
    `${path}/Setup/:id/Confirm`,
    routeOptions('user', {
      summary: summaries.confirm,
      params: idParams,
      headers: idempotencyHeader,
      ...(schemas.confirm && { body: schemas.confirm }),
      response: { 200: schemas.one, ...errors },
    }),
    async (request, reply) =>
      answerIdempotently(app, request, reply, 200, (principal) =>
        kind.confirm(app.paymentsDeps, principal, idOf(request), request.body as z.infer<C> | undefined),
      ),
  );

  app.get(
    path,
    routeOptions('user', {
      summary: summaries.list,
      querystring: schemas.query,
      response: { 200: schemas.list, ...errors },
    }),
    async (request) => kind.list(app.paymentsDeps, principalOf(request), request.query as z.infer<Q>),
  );

  app.patch(
    `${path}/:id`,
    routeOptions('user', {
      summary: summaries.update,
      params: idParams,
      headers: idempotencyHeader,
      body: schemas.update,
      response: { 200: schemas.one, ...errors },
    }),
    async (request, reply) =>
      answerIdempotently(app, request, reply, 200, async (principal) => {
        const stored = await storedIfMimic(request);
        const updated = await kind.update(
          app.paymentsDeps,
          principal,
          idOf(request),
          request.body as z.infer<U>,
        );
        if (stored)
          noteChanges(request, {
            object: stored.object,
            before: stored.before,
            after: await stored.reload(),
          });
        return updated;
      }),
  );

  app.delete(
    `${path}/:id`,
    routeOptions('user', {
      summary: summaries.remove,
      params: idParams,
      response: { 204: z.null(), ...errors },
    }),
    async (request, reply) => {
      const stored = await storedIfMimic(request);
      await kind.remove(app.paymentsDeps, principalOf(request), idOf(request));
      if (stored)
        noteChanges(request, { object: stored.object, before: stored.before, after: await stored.reload() });
      return reply.status(204).send(null);
    },
  );
}
