import {
  recurringPaymentListSchema,
  recurringPaymentQuerySchema,
  recurringPaymentSchema,
  recurringPaymentSetupRequestSchema,
  recurringPaymentUpdateSchema,
} from '@hoa/contracts/scheduled-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/authentication';
import { answerIdempotently, idempotencyHeader, idParams } from '../payments/idempotent-route';
import {
  cancelRecurringPayment,
  confirmRecurringPayment,
  listRecurringPayments,
  setupRecurringPayment,
  updateRecurringPayment,
} from './recurring-payments';
import { errors } from './route-schemas';

/** Recurring payments: setup → confirm; change or remove until the cutoff before the next date. */
export const recurringPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/RecurringPayment',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Your recurring payments, by next payment date',
        querystring: recurringPaymentQuerySchema,
        response: { 200: recurringPaymentListSchema, ...errors },
      },
    },
    async (request) => ({
      recurringPayments: await listRecurringPayments(app.paymentsDeps, principalOf(request), request.query),
    }),
  );

  app.post(
    '/RecurringPayment/Setup',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Start a recurring payment (a fixed amount or the full balance, monthly/quarterly/yearly)',
        headers: idempotencyHeader,
        body: recurringPaymentSetupRequestSchema,
        response: { 201: recurringPaymentSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerIdempotently(app, request, reply, 201, (principal) =>
        setupRecurringPayment(app.paymentsDeps, principal, request.body),
      ),
  );

  app.put(
    '/RecurringPayment/Setup/:id/Confirm',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Confirm a recurring payment setup',
        params: idParams,
        headers: idempotencyHeader,
        response: { 200: recurringPaymentSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerIdempotently(app, request, reply, 200, (principal) =>
        confirmRecurringPayment(app.paymentsDeps, principal, request.params.id),
      ),
  );

  app.patch(
    '/RecurringPayment/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Change a recurring payment (not its method) until 8:00 PM Eastern before its next date',
        params: idParams,
        headers: idempotencyHeader,
        body: recurringPaymentUpdateSchema,
        response: { 200: recurringPaymentSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerIdempotently(app, request, reply, 200, (principal) =>
        updateRecurringPayment(app.paymentsDeps, principal, request.params.id, request.body),
      ),
  );

  app.delete(
    '/RecurringPayment/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Remove a recurring payment (until 8:00 PM Eastern before its next date)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cancelRecurringPayment(app.paymentsDeps, principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
