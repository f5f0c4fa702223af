import {
  confirmRequestSchema,
  paymentListSchema,
  paymentQuerySchema,
  paymentSchema,
  paymentSetupRequestSchema,
  paymentSetupUpdateSchema,
} from '@hoa/contracts/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { answerIdempotently, idempotencyHeader, idParams } from './idempotent-route';
import {
  cancelPaymentSetup,
  confirmedPayment,
  confirmPayment,
  listPayments,
  setupPayment,
  updatePaymentSetup,
} from './one-time-payments';

const errors = errorResponses(400, 401, 402, 403, 404, 409, 422, 503);

/** One-time payments: setup (fees, duplicate warning) → confirm (charge), update or cancel before. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Payment',
    routeOptions('user', {
      summary: 'Recent payments on your accounts (newest first)',
      querystring: paymentQuerySchema,
      response: { 200: paymentListSchema, ...errors },
    }),
    async (request) => ({
      payments: await listPayments(app.paymentsDeps, principalOf(request), request.query),
    }),
  );

  app.post(
    '/Payment/Setup',
    routeOptions('user', {
      summary: 'Start a one-time payment: fees, total and any duplicate warning',
      headers: idempotencyHeader,
      body: paymentSetupRequestSchema,
      response: { 201: paymentSchema, ...errors },
    }),
    async (request, reply) =>
      answerIdempotently(app, request, reply, 201, (principal) =>
        setupPayment(app.paymentsDeps, principal, request.body),
      ),
  );

  app.patch(
    '/Payment/Setup/:id',
    routeOptions('user', {
      summary: 'Change a payment setup before it is confirmed',
      params: idParams,
      headers: idempotencyHeader,
      body: paymentSetupUpdateSchema,
      response: { 200: paymentSchema, ...errors },
    }),
    async (request, reply) =>
      answerIdempotently(app, request, reply, 200, (principal) =>
        updatePaymentSetup(app.paymentsDeps, principal, request.params.id, request.body),
      ),
  );

  app.delete(
    '/Payment/Setup/:id',
    routeOptions('user', {
      summary: 'Cancel a payment setup (payments made today cannot be cancelled)',
      params: idParams,
      response: { 204: z.null(), ...errors },
    }),
    async (request, reply) => {
      await cancelPaymentSetup(app.paymentsDeps, principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/Payment/Setup/:id/Confirm',
    routeOptions('user', {
      summary: 'Confirm a payment setup: charges the method once, whatever the retries',
      params: idParams,
      headers: idempotencyHeader,
      body: confirmRequestSchema,
      response: { 200: paymentSchema, ...errors },
    }),
    async (request, reply) =>
      answerIdempotently(
        app,
        request,
        reply,
        200,
        (principal) => confirmPayment(app.paymentsDeps, principal, request.params.id, request.body ?? {}),
        (principal) => confirmedPayment(app.paymentsDeps, principal, request.params.id),
      ),
  );
};
