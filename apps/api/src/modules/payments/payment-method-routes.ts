import {
  paymentMethodListSchema,
  paymentMethodRemovalSchema,
  paymentMethodSchema,
  paymentMethodSetupRequestSchema,
  paymentMethodSetupSchema,
} from '@hoa/contracts/billing';
import { errorBodySchema } from '@hoa/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authentication';
import { answerIdempotently, idParams } from './idempotent-route';
import { loadPaymentMethod, toPaymentMethodDto } from './payment-method-context';
import { confirmMethodSetup, listPaymentMethods, startMethodSetup } from './payment-methods';
import { removePaymentMethod } from './remove-payment-method';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
};

/** Saved cards and bank accounts: list, add (setup → browser tokenizes → confirm), remove. */
export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/PaymentMethod',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Your saved payment methods',
        response: { 200: paymentMethodListSchema, ...errors },
      },
    },
    async (request) => ({ paymentMethods: await listPaymentMethods(app.paymentsDeps, principalOf(request)) }),
  );

  app.post(
    '/PaymentMethod/Setup',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Start saving a card or bank account (the browser tokenizes it with the processor)',
        body: paymentMethodSetupRequestSchema,
        response: { 201: paymentMethodSetupSchema, ...errors },
      },
    },
    async (request, reply) => {
      const setup = await startMethodSetup(app.paymentsDeps, principalOf(request), request.body.methodKind);
      return reply.status(201).send(setup);
    },
  );

  app.put(
    '/PaymentMethod/Setup/:id/Confirm',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Save the method of a setup the browser completed with the processor',
        params: idParams,
        response: { 200: paymentMethodSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerIdempotently(app, request, reply, 200, (principal) =>
        confirmMethodSetup(app.paymentsDeps, principal, request.params.id),
      ),
  );

  app.get(
    '/PaymentMethod/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'One saved payment method',
        params: idParams,
        response: { 200: paymentMethodSchema, ...errors },
      },
    },
    async (request) => {
      const method = await loadPaymentMethod(app.db, principalOf(request), request.params.id, 'read');
      return toPaymentMethodDto(method, app.clock.now());
    },
  );

  app.delete(
    '/PaymentMethod/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Remove a saved method; recurring and future payments and Auto-Draft on it are deactivated',
        params: idParams,
        response: { 200: paymentMethodRemovalSchema, ...errors },
      },
    },
    async (request) => removePaymentMethod(app.paymentsDeps, principalOf(request), request.params.id),
  );
};
