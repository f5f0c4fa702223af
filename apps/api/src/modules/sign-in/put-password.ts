import { accessTokenResponseSchema, changePasswordRequestSchema } from '@hoa/contracts/auth';
import { errorBodySchema } from '@hoa/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authentication';
import { changePassword } from './change-password';
import { limitPasswordChecks } from './limit-password-checks';

export const putPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/Users/Password',
    {
      config: { access: 'user' },
      schema: {
        summary:
          'Change the password (needs the current one; ends every portal session; refused in mimic mode)',
        body: changePasswordRequestSchema,
        response: {
          200: accessTokenResponseSchema.describe(
            'Changed: every earlier session ended; this is the new one',
          ),
          400: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await limitPasswordChecks(app, request, principal);
      return changePassword({
        db: app.db,
        accessTokens: app.accessTokens,
        principal,
        now: app.clock.now(),
        ...request.body,
      });
    },
  );
};
