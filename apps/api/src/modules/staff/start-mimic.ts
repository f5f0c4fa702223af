import { startMimicRequestSchema, startMimicResponseSchema } from '@hoa/contracts/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../auth/authorize';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { beginMimic } from './begin-mimic';

export const startMimicRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/Staff/Mimic',
    routeOptions('staff', {
      summary: 'Staff: act as a homeowner of the company for 30 minutes (mimic mode; audited)',
      body: startMimicRequestSchema,
      response: {
        200: startMimicResponseSchema,
        ...errorResponses(401, 403, 404),
      },
    }),
    async (request) => {
      const staff = principalOf(request);
      const { userId } = request.body;
      await authorize(app.db, staff, { action: 'write', resource: { type: 'mimicTarget', userId } });
      return beginMimic({
        db: app.db,
        clock: app.clock,
        staff,
        userId,
        requestId: String(request.id),
        route: request.routeOptions.url ?? request.url,
        accessTokens: app.accessTokens,
        handoverTokens: app.handoverTokens,
      });
    },
  );
};
