import {
  collectionExportQuerySchema,
  collectionListQuerySchema,
  collectionListSchema,
  ledgerLinesQuerySchema,
  ledgerLinesSchema,
  setStageBodySchema,
  stageDecisionBodySchema,
} from '@hoa/contracts/association-collections';
import { calendarDateIn } from '@hoa/contracts/payment-rules';
import { recordIdParam } from '@hoa/contracts/request-fields';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { csvResponse } from '../../plugins/binary-body';
import { routeOptions } from '../../plugins/route-options';
import { boardActionOf } from '../audit/board-audit';
import { listAccountLines } from './account-lines';
import { sendCollectionsCsv } from './association-books-csv';
import { associationParams, authorizeBooks } from './books-access';
import { decideCollectionStage, setCollectionStage } from './collection-stages';
import { exportCollections, listCollections } from './list-collections';

const errors = errorResponses(400, 401, 403, 404);

/** The day to age as of: the one asked for, else today in the association's time zone. */
async function asOfDay(db: Db, associationId: number, asked: string | undefined, now: Date) {
  if (asked) return asked;
  const [row] = await db
    .select({ timeZone: associations.timeZone })
    .from(associations)
    .where(eq(associations.id, associationId));
  return calendarDateIn(now, row?.timeZone ?? 'America/New_York');
}

/**
 * Collections (issue 17, ADR 125): the board's list of delinquent accounts with aging, its CSV, the
 * lines behind an account's figures and the board's decision on a stage; staff read the same list and
 * set stages.
 */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const side of ['board', 'staff'] as const) {
    const area = side === 'board' ? 'Board' : 'Staff';
    app.get(
      `/${area}/Associations/:associationId/Collections`,
      routeOptions('user', {
        summary: `${area}: the association's delinquent accounts aged as of a day, with totals per bucket`,
        params: associationParams,
        querystring: collectionListQuerySchema,
        response: { 200: collectionListSchema, ...errors },
      }),
      async (request) => {
        const { associationId } = request.params;
        await authorizeBooks(app.db, principalOf(request), associationId, side);
        const { asOf, page, pageSize, ...query } = request.query;
        const day = await asOfDay(app.db, associationId, asOf, app.clock.now());
        return listCollections(app.db, { associationId, asOf: day, ...query }, { page, pageSize });
      },
    );
  }

  app.get(
    '/Board/Associations/:associationId/Collections/Export',
    routeOptions('user', {
      summary: 'Board: every delinquent account the filter matches, as CSV (not only one page)',
      params: associationParams,
      querystring: collectionExportQuerySchema,
      response: {
        200: csvResponse(),
        ...errors,
      },
    }),
    async (request, reply) => {
      const { associationId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'board');
      const { asOf, ...query } = request.query;
      const day = await asOfDay(app.db, associationId, asOf, app.clock.now());
      return sendCollectionsCsv(
        reply,
        day,
        exportCollections(app.db, { associationId, asOf: day, ...query }),
      );
    },
  );

  app.get(
    '/Board/Associations/:associationId/Collections/:subLedgerId/Lines',
    routeOptions('user', {
      summary: "Board: an account's receivable lines up to the day, with the running balance",
      params: associationParams.extend({ subLedgerId: recordIdParam }),
      querystring: ledgerLinesQuerySchema,
      response: { 200: ledgerLinesSchema, ...errors },
    }),
    async (request) => {
      const { associationId, subLedgerId } = request.params;
      await authorizeBooks(app.db, principalOf(request), associationId, 'board');
      const asOf = await asOfDay(app.db, associationId, request.query.asOf, app.clock.now());
      return listAccountLines(app.db, { associationId, subLedgerId, asOf });
    },
  );

  app.post(
    '/Board/Associations/:associationId/Collections/Stages/:stageChangeId/Decision',
    routeOptions('user', {
      summary: 'Board: approve or hold (with a note) a collection stage that needs the board; once',
      params: associationParams.extend({ stageChangeId: recordIdParam }),
      body: stageDecisionBodySchema,
      response: { 204: z.null(), ...errors, ...errorResponses(409) },
    }),
    async (request, reply) => {
      const { associationId, stageChangeId } = request.params;
      const principal = principalOf(request);
      await authorizeBooks(app.db, principal, associationId, 'board', 'write');
      await decideCollectionStage(app.db, {
        associationId,
        stageChangeId,
        ...request.body,
        action: boardActionOf(request, principal, app.clock.now()),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/Staff/Associations/:associationId/Collections/:subLedgerId/Stage',
    routeOptions('user', {
      summary: "Staff: set an account's collection stage with a note (a stage may need the board)",
      params: associationParams.extend({ subLedgerId: recordIdParam }),
      body: setStageBodySchema,
      response: { 201: z.object({ id: z.number().int() }), ...errors },
    }),
    async (request, reply) => {
      const { associationId, subLedgerId } = request.params;
      const principal = principalOf(request);
      await authorizeBooks(app.db, principal, associationId, 'staff', 'write');
      const created = await setCollectionStage(app.db, {
        associationId,
        subLedgerId,
        ...request.body,
        userId: principal.userId,
        now: app.clock.now(),
      });
      return reply.code(201).send(created);
    },
  );
};
