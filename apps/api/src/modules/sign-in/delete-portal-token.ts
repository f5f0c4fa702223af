import { text } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors/error-responses';
import { routeOptions } from '../../plugins/route-options';
import { revokePortalFamily } from './portal-tokens';

const logoutRequestSchema = z
  .object({ portalToken: text({ error: 'Input required' }).min(1, 'Input required').max(512) })
  .meta({ id: 'LogoutRequest' });

export const deletePortalTokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/Users/Authenticate/PortalToken',
    routeOptions('public', {
      summary: 'Log out: revoke the portal token and every token renewed from it',
      body: logoutRequestSchema,
      response: { 204: z.null().describe('Revoked'), ...errorResponses(400) },
    }),
    async (request, reply) => {
      await revokePortalFamily({ db: app.db, portalToken: request.body.portalToken, now: app.clock.now() });
      return reply.code(204).send(null);
    },
  );
};
