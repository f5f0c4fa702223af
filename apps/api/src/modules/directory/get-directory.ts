import { directoryPageSchema, directoryQuerySchema } from '@hoa/contracts/directory';
import { errorBodySchema } from '@hoa/contracts/error-body';
import { recordIdParam } from '@hoa/contracts/request-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { principalOf } from '../../plugins/authentication';
import { listDirectory } from './list-directory';

export const getDirectoryRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Associations/:id/Directory',
    {
      config: { access: 'user' },
      schema: {
        summary: "The association's owners who chose to be listed, with the fields each chose (members only)",
        params: z.object({ id: recordIdParam }),
        querystring: directoryQuerySchema,
        response: {
          200: directoryPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      await authorize(app.db, principalOf(request), {
        action: 'read',
        resource: { type: 'association', id: request.params.id, need: 'member' },
      });
      return listDirectory(app.db, { associationId: request.params.id, ...request.query });
    },
  );
};
