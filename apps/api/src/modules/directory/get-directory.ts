import { directoryPageSchema, directoryQuerySchema } from '@hoa/contracts/directory';
import { recordIdParam } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { listDirectory } from './list-directory';

export const getDirectoryRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Associations/:id/Directory',
    routeOptions('user', {
      summary: "The association's owners who chose to be listed, with the fields each chose (members only)",
      params: z.object({ id: recordIdParam }),
      querystring: directoryQuerySchema,
      response: {
        200: directoryPageSchema,
        ...errorResponses(400, 401, 404),
      },
    }),
    async (request) => {
      await authorize(app.db, principalOf(request), {
        action: 'read',
        resource: { type: 'association', id: request.params.id, need: 'member' },
      });
      return listDirectory(app.db, { associationId: request.params.id, ...request.query });
    },
  );
};
