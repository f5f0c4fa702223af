import { ssoStartResponseSchema } from '@hoa/contracts/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { beginSso } from './begin-sso';
import { requireSso } from './require-sso';

export const startSsoRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Users/AuthenticateSSO/start',
    {
      config: { access: 'public' },
      schema: {
        summary: "Start single sign-on: the provider's authorization URL (code flow with PKCE)",
        response: { 200: ssoStartResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async () => beginSso({ db: app.db, clock: app.clock, sso: requireSso(app.sso) }),
  );
};
