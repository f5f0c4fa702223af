import {
  paymentMethodListSchema,
  paymentMethodRemovalSchema,
  paymentMethodSchema,
  paymentMethodSetupRequestSchema,
  paymentMethodSetupSchema,
} from '@hoa/contracts/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { inMimicMode, noteChanges } from '../audit/note-changes';
import { answerIdempotently, idParams } from './idempotent-route';
import { loadPaymentMethod, toPaymentMethodDto } from './payment-method-context';
import {
  cancelMethodSetup,
  confirmMethodSetup,
  findSetupDuplicates,
  listPaymentMethods,
  startMethodSetup,
} from './payment-methods';
import { removePaymentMethod } from './remove-payment-method';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 502, 503);

/** Saved cards and bank accounts: list, add (setup → browser tokenizes → confirm), remove. */
export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/PaymentMethod',
    routeOptions('user', {
      summary: 'Your saved payment methods',
      response: { 200: paymentMethodListSchema, ...errors },
    }),
    async (request) => ({ paymentMethods: await listPaymentMethods(app.paymentsDeps, principalOf(request)) }),
  );

  app.post(
    '/PaymentMethod/Setup',
    routeOptions('user', {
      summary: 'Start saving a card or bank account (the browser tokenizes it with the processor)',
      body: paymentMethodSetupRequestSchema,
      response: { 201: paymentMethodSetupSchema, ...errors },
    }),
    async (request, reply) => {
      const setup = await startMethodSetup(app.paymentsDeps, principalOf(request), request.body.methodKind);
      return reply.status(201).send(setup);
    },
  );

  app.get(
    '/PaymentMethod/Setup/:id/Duplicates',
    routeOptions('user', {
      summary:
        'Saved methods the setup would duplicate (same card or bank account, by the processor fingerprint), to ask before confirming',
      params: idParams,
      response: { 200: paymentMethodListSchema, ...errors },
    }),
    async (request) => ({
      paymentMethods: await findSetupDuplicates(app.paymentsDeps, principalOf(request), request.params.id),
    }),
  );

  app.delete(
    '/PaymentMethod/Setup/:id',
    routeOptions('user', {
      summary: 'Do not keep the method of a setup (it repeated a saved one): nothing is saved from it',
      params: idParams,
      response: { 204: z.null().describe('Cancelled'), ...errors },
    }),
    async (request, reply) => {
      await cancelMethodSetup(app.paymentsDeps, principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/PaymentMethod/Setup/:id/Confirm',
    routeOptions('user', {
      summary: 'Save the method of a setup the browser completed with the processor',
      params: idParams,
      response: { 200: paymentMethodSchema, ...errors },
    }),
    async (request, reply) =>
      answerIdempotently(app, request, reply, 200, async (principal) => {
        const method = await confirmMethodSetup(app.paymentsDeps, principal, request.params.id);
        noteChanges(request, { object: 'payment method', before: null, after: method });
        return method;
      }),
  );

  app.get(
    '/PaymentMethod/:id',
    routeOptions('user', {
      summary: 'One saved payment method',
      params: idParams,
      response: { 200: paymentMethodSchema, ...errors },
    }),
    async (request) => {
      const method = await loadPaymentMethod(app.db, principalOf(request), request.params.id, 'read');
      return toPaymentMethodDto(method, app.clock.now());
    },
  );

  app.delete(
    '/PaymentMethod/:id',
    routeOptions('user', {
      summary: 'Remove a saved method; recurring and future payments and Auto-Draft on it are deactivated',
      params: idParams,
      response: { 200: paymentMethodRemovalSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const before = inMimicMode(request)
        ? toPaymentMethodDto(
            await loadPaymentMethod(app.db, principal, request.params.id, 'read'),
            app.clock.now(),
          )
        : null;
      const removal = await removePaymentMethod(app.paymentsDeps, principal, request.params.id);
      noteChanges(request, { object: 'payment method', before, after: removal });
      return removal;
    },
  );
};
