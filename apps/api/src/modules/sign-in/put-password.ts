import { accessTokenResponseSchema, changePasswordRequestSchema } from '@hoa/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { changePassword } from './change-password';
import { limitPasswordChecks } from './limit-password-checks';

export const putPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/Users/Password',
    routeOptions('user', {
      summary:
        'Change the password (needs the current one; ends every portal session; refused in mimic mode)',
      body: changePasswordRequestSchema,
      response: {
        200: accessTokenResponseSchema.describe('Changed: every earlier session ended; this is the new one'),
        ...errorResponses(400, 403, 429),
      },
    }),
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
