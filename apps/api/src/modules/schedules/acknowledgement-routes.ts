import { text } from '@hoa/contracts/request-fields';
import {
  acknowledgementConfirmRequestSchema,
  acknowledgementListSchema,
  acknowledgementSchema,
  paymentProviderActionRequestSchema,
  paymentProviderActionSchema,
  paymentProviderListSchema,
} from '@hoa/contracts/scheduled-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { confirmAcknowledgement, listAcknowledgements } from './acknowledgements';
import { paymentProvidersOf, providerLoginUrl } from './payment-providers';
import { errors } from './route-schemas';

const textIdParams = z.object({ id: text().min(1).max(100) });

/** Consent to payment disclosures, and sign-in to external payment providers. */
export const acknowledgementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/Acknowledgement/:id/Confirm',
    routeOptions('user', {
      summary: 'Agree to a payment disclosure (by its id and version); agreeing again keeps the first time',
      params: textIdParams,
      body: acknowledgementConfirmRequestSchema,
      response: { 200: acknowledgementSchema, ...errors },
    }),
    async (request) =>
      confirmAcknowledgement(app.db, principalOf(request), {
        disclosureId: request.params.id,
        version: request.body.version,
        ipAddress: request.ip,
        now: app.clock.now(),
      }),
  );

  app.get(
    '/Acknowledgement',
    routeOptions('user', {
      summary: 'The disclosures you agreed to, with versions and times',
      response: { 200: acknowledgementListSchema, ...errors },
    }),
    async (request) => ({ acknowledgements: await listAcknowledgements(app.db, principalOf(request)) }),
  );

  app.get(
    '/Payment/Providers',
    routeOptions('user', {
      summary: 'External payment providers you can sign in to',
      response: { 200: paymentProviderListSchema, ...errors },
    }),
    async () => ({
      providers: paymentProvidersOf(app.config.outsideLinks).map(({ id, name, description }) => ({
        id,
        name,
        description,
      })),
    }),
  );

  app.post(
    '/Payment/Providers/:id/Action',
    routeOptions('user', {
      summary: 'Sign in to a payment provider: where to send the browser (needs a primary e-mail, PA037)',
      params: textIdParams,
      // the action defaults to login, so a call may come without a body
      body: paymentProviderActionRequestSchema.nullish(),
      response: { 200: paymentProviderActionSchema, ...errors },
    }),
    async (request) =>
      providerLoginUrl(app.db, principalOf(request), {
        providerId: request.params.id,
        providers: paymentProvidersOf(app.config.outsideLinks),
        signingKey: app.signingKeys.current,
        issuer: app.config.publicUrl,
        now: app.clock.now(),
      }),
  );
};
