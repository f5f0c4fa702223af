import {
  type GridId,
  type GridLayout,
  gridIds,
  gridLayoutListSchema,
  gridLayoutMessages,
  gridLayoutParams,
  gridLayoutSchema,
} from '@hoa/contracts/grid-layouts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { mimicForbidden } from '../../auth/mimic';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { gridLayouts } from '../../db/schema/grid-layouts';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';

const writeErrors = errorResponses(400, 401, 403, 404);
const isGridId = (value: string): value is GridId => (gridIds as readonly string[]).includes(value);

/** The caller's own settings (their user record); a save is theirs alone, never staff's acting as them. */
async function authorizeOwn(db: Db, principal: Principal, action: 'read' | 'write') {
  await authorize(db, principal, { action: 'read', resource: { type: 'user', id: principal.userId } });
  if (action === 'write' && principal.actorUserId !== null) throw mimicForbidden(gridLayoutMessages.mimic);
}

/**
 * Saved grid layouts (issue 14, ADR 116): a user's column order, hidden columns, widths and sort per grid,
 * so a layout follows them to another device. Only the caller's own layouts are read or written.
 */
export const gridLayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Users/GridLayouts',
    routeOptions('user', {
      summary: 'Your saved grid layouts, by grid id',
      response: { 200: gridLayoutListSchema, ...errorResponses(401, 404) },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      await authorizeOwn(app.db, principal, 'read');
      const rows = await app.db
        .select({ gridId: gridLayouts.gridId, layout: gridLayouts.layout })
        .from(gridLayouts)
        .where(eq(gridLayouts.userId, principal.userId));
      const layouts: Partial<Record<GridId, GridLayout>> = {};
      // a grid the app no longer has is left out; a stored layout is re-checked against today's schema
      for (const row of rows) {
        const layout = gridLayoutSchema.safeParse(row.layout);
        if (isGridId(row.gridId) && layout.success) layouts[row.gridId] = layout.data;
      }
      reply.header('cache-control', 'private, no-store');
      return { layouts };
    },
  );

  app.put(
    '/Users/GridLayouts/:gridId',
    routeOptions('user', {
      summary: 'Save your layout of one grid (replaces the one saved before; refused in mimic mode)',
      params: gridLayoutParams,
      body: gridLayoutSchema,
      response: { 200: gridLayoutSchema, ...writeErrors },
    }),
    async (request) => {
      const principal = principalOf(request);
      await authorizeOwn(app.db, principal, 'write');
      const { gridId } = request.params;
      const layout = request.body;
      const savedAt = app.clock.now();
      await app.db
        .insert(gridLayouts)
        .values({ userId: principal.userId, gridId, layout, savedAt })
        .onConflictDoUpdate({ target: [gridLayouts.userId, gridLayouts.gridId], set: { layout, savedAt } });
      return layout;
    },
  );

  app.delete(
    '/Users/GridLayouts/:gridId',
    routeOptions('user', {
      summary: 'Forget your saved layout of one grid (refused in mimic mode)',
      params: gridLayoutParams,
      response: { 204: z.null().describe('Forgotten (or there was none)'), ...writeErrors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      await authorizeOwn(app.db, principal, 'write');
      await app.db
        .delete(gridLayouts)
        .where(and(eq(gridLayouts.userId, principal.userId), eq(gridLayouts.gridId, request.params.gridId)));
      return reply.code(204).send(null);
    },
  );
};
