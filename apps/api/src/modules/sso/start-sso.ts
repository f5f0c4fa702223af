import { ssoStartResponseSchema } from '@hoa/contracts/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { routeOptions } from '../../plugins/route-options';
import { beginSso } from './begin-sso';
import { requireSso } from './require-sso';

export const startSsoRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Users/AuthenticateSSO/start',
    routeOptions('public', {
      summary: "Start single sign-on: the provider's authorization URL (code flow with PKCE)",
      response: { 200: ssoStartResponseSchema, ...errorResponses(401, 404) },
    }),
    async () => beginSso({ db: app.db, clock: app.clock, sso: requireSso(app.sso) }),
  );
};
