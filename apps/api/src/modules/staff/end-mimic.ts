import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { finishMimic } from './finish-mimic';

export const endMimicRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/Staff/Mimic',
    routeOptions('user', {
      summary: 'End mimic mode (called with the mimic token; audited)',
      response: { 204: z.null(), ...errorResponses(401, 409) },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      await authorize(app.db, principal, {
        action: 'write',
        resource: { type: 'user', id: principal.userId },
      });
      await finishMimic({
        db: app.db,
        clock: app.clock,
        principal,
        requestId: String(request.id),
        route: request.routeOptions.url ?? request.url,
      });
      return reply.code(204).send(null);
    },
  );
};
