import { changeLoginRequestSchema, userSchema } from '@hoa/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { changeLogin } from './change-login';
import { limitPasswordChecks } from './limit-password-checks';

export const patchLoginRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/home/login',
    routeOptions('user', {
      summary: 'Change the login e-mail (needs the password; refused in mimic mode)',
      body: changeLoginRequestSchema,
      response: {
        200: userSchema,
        ...errorResponses(400, 403, 409, 429),
      },
    }),
    async (request) => {
      const principal = principalOf(request);
      await limitPasswordChecks(app, request, principal);
      return changeLogin({ db: app.db, principal, now: app.clock.now(), ...request.body });
    },
  );
};
