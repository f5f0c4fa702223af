import { ssoStartResponseSchema } from '@hoa/contracts/access';
import { errorBodySchema } from '@hoa/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beginSso } from './begin-sso';
import { requireSso } from './require-sso';

export const startSsoRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Users/AuthenticateSSO/start',
    {
      config: { access: 'public' },
      schema: {
        summary: "Start single sign-on: the provider's authorization URL (code flow with PKCE)",
        response: { 200: ssoStartResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async () => beginSso({ db: app.db, clock: app.clock, sso: requireSso(app.sso) }),
  );
};
