import { userSchema } from '@hoa/contracts/auth';
import { recordIdParam } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';

export const getUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Users/:id',
    routeOptions('user', {
      summary: 'The signed-in user (only your own id; any other id is 404)',
      params: z.object({ id: recordIdParam }),
      response: { 200: userSchema, ...errorResponses(401, 404) },
    }),
    async (request) => {
      const principal = principalOf(request);
      await authorize(app.db, principal, {
        action: 'read',
        resource: { type: 'user', id: request.params.id },
      });
      // the policy allows only your own id, and the principal was read from the users table for this request
      return { userId: principal.userId, userName: principal.email, email: principal.email };
    },
  );
};
