import { homeownerProfileSchema } from '@hoa/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { loadHomeownerProfile } from './load-profile';
import { authorizeOwner } from './owner-access';
import { ownerParams, profileErrors } from './route-schemas';

export const getHomeownerRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Homeowner/:id',
    routeOptions('user', {
      summary: 'Account info and contacts of an owner you act for (any other id is 404)',
      params: ownerParams,
      response: { 200: homeownerProfileSchema, ...profileErrors },
    }),
    async (request) => {
      await authorizeOwner(app.db, principalOf(request), request.params.id, 'read');
      return loadHomeownerProfile(app.db, request.params.id);
    },
  );
};
