import { changeLoginRequestSchema, userSchema } from '@hoa/contracts/auth';
import { errorBodySchema } from '@hoa/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authentication';
import { changeLogin } from './change-login';
import { limitPasswordChecks } from './limit-password-checks';

export const patchLoginRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/home/login',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Change the login e-mail (needs the password; refused in mimic mode)',
        body: changeLoginRequestSchema,
        response: {
          200: userSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await limitPasswordChecks(app, request, principal);
      return changeLogin({ db: app.db, principal, now: app.clock.now(), ...request.body });
    },
  );
};
