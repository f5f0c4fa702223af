import {
  homeownerExportQuerySchema,
  homeownerListQuerySchema,
  homeownerListSchema,
} from '@hoa/contracts/association-homeowners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { csvResponse } from '../../plugins/binary-body';
import { routeOptions } from '../../plugins/route-options';
import { sendHomeownersCsv } from './association-books-csv';
import { associationParams, authorizeBooks } from './books-access';
import { exportHomeowners, listHomeowners } from './list-homeowners';

const errors = errorResponses(400, 401, 403, 404);

/** Homeowners (issue 17, ADR 125): the board's list of the association's owners and properties, and its CSV. */
export const homeownerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Board/Associations/:associationId/Homeowners',
    routeOptions('user', {
      summary: "Board: the association's owners and properties with balance and the contacts they show",
      params: associationParams,
      querystring: homeownerListQuerySchema,
      response: { 200: homeownerListSchema, ...errors },
    }),
    async (request) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'board');
      return listHomeowners(app.db, { associationId, ...request.query });
    },
  );

  app.get(
    '/Board/Associations/:associationId/Homeowners/Export',
    routeOptions('user', {
      summary: 'Board: every homeowner the search matches, as CSV (not only one page)',
      params: associationParams,
      querystring: homeownerExportQuerySchema,
      response: {
        200: csvResponse(),
        ...errors,
      },
    }),
    async (request, reply) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'board');
      const today = app.clock.now().toISOString().slice(0, 10);
      return sendHomeownersCsv(
        reply,
        today,
        exportHomeowners(app.db, { associationId, search: request.query.search }),
      );
    },
  );
};
