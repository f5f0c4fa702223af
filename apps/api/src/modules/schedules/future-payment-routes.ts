import { confirmRequestSchema } from '@hoa/contracts/billing';
import {
  futurePaymentListSchema,
  futurePaymentQuerySchema,
  futurePaymentSchema,
  futurePaymentSetupRequestSchema,
  futurePaymentUpdateSchema,
} from '@hoa/contracts/scheduled-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/authentication';
import { answerIdempotently, idempotencyHeader, idParams } from '../payments/idempotent-route';
import {
  cancelFuturePayment,
  confirmFuturePayment,
  listFuturePayments,
  setupFuturePayment,
  updateFuturePayment,
} from './future-payments';
import { errors } from './route-schemas';

/** Future (scheduled one-time) payments: setup → confirm; change or remove until the cutoff. */
export const futurePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/FuturePayment',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Your scheduled payments, by date',
        querystring: futurePaymentQuerySchema,
        response: { 200: futurePaymentListSchema, ...errors },
      },
    },
    async (request) => ({
      futurePayments: await listFuturePayments(app.paymentsDeps, principalOf(request), request.query),
    }),
  );

  app.post(
    '/FuturePayment/Setup',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Start a scheduled payment (tomorrow or later): fees and any duplicate warning',
        headers: idempotencyHeader,
        body: futurePaymentSetupRequestSchema,
        response: { 201: futurePaymentSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerIdempotently(app, request, reply, 201, (principal) =>
        setupFuturePayment(app.paymentsDeps, principal, request.body),
      ),
  );

  app.put(
    '/FuturePayment/Setup/:id/Confirm',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Confirm a scheduled payment setup',
        params: idParams,
        headers: idempotencyHeader,
        body: confirmRequestSchema,
        response: { 200: futurePaymentSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerIdempotently(app, request, reply, 200, (principal) =>
        confirmFuturePayment(app.paymentsDeps, principal, request.params.id, request.body ?? {}),
      ),
  );

  app.patch(
    '/FuturePayment/:id',
    {
      config: { access: 'user' },
      schema: {
        summary:
          'Change the amount, date or notes of a scheduled payment (until 8:00 PM Eastern the day before)',
        params: idParams,
        headers: idempotencyHeader,
        body: futurePaymentUpdateSchema,
        response: { 200: futurePaymentSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerIdempotently(app, request, reply, 200, (principal) =>
        updateFuturePayment(app.paymentsDeps, principal, request.params.id, request.body),
      ),
  );

  app.delete(
    '/FuturePayment/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Remove a scheduled payment (until 8:00 PM Eastern the day before)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cancelFuturePayment(app.paymentsDeps, principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
