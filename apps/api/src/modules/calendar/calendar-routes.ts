import {
  amenityListSchema,
  calendarEventListSchema,
  calendarFeedSchema,
  calendarReservationListSchema,
  rangeQuerySchema,
} from '@hoa/contracts/community';
import { isRealDate, localInstant } from '@hoa/contracts/community-time';
import { addCalendarDays } from '@hoa/contracts/payment-rules';
import { recordIdParam, text } from '@hoa/contracts/request-fields';
import { apiPrefix } from '@hoa/contracts/services';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import { associations } from '../../db/schema/associations';
import { amenities } from '../../db/schema/community';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { buildFeed, issueFeedToken, revokeFeedToken } from './calendar-feed';
import { listEventOccurrences } from './expand-events';
import { listReservations } from './list-reservations';

const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: recordIdParam });
const maxRangeDays = 400;
const invalid = (detail: string) => new AppError('VALIDATION_FAILED', detail, { detail });

/** The Associations/{id} calendar calls: events, reservations, amenities and the iCalendar feed. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A member's association with its time zone (404 for anyone else). */
  async function memberAssociation(principal: Principal, id: number) {
    await authorize(app.db, principal, {
      action: 'read',
      resource: { type: 'association', id, need: 'member' },
    });
    const [row] = await app.db
      .select({ timeZone: associations.timeZone })
      .from(associations)
      .where(eq(associations.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
    return row;
  }

  function rangeOf(query: { from: string; to: string }, timeZone: string) {
    if (!isRealDate(query.from) || !isRealDate(query.to))
      throw invalid('from and to must be real calendar dates.');
    if (query.to < query.from) throw invalid('to must not be before from.');
    if (addCalendarDays(query.from, maxRangeDays) < query.to) {
      throw invalid(`The range may cover at most ${maxRangeDays} days.`);
    }
    return {
      from: localInstant(query.from, '00:00', timeZone),
      to: localInstant(addCalendarDays(query.to, 1), '00:00', timeZone),
    };
  }

  app.get(
    '/Associations/:id/Events',
    routeOptions('user', {
      summary: "The association's events between two dates, recurring ones expanded to occurrences",
      params: idParams,
      querystring: rangeQuerySchema,
      response: { 200: calendarEventListSchema, ...errors },
    }),
    async (request) => {
      const { timeZone } = await memberAssociation(principalOf(request), request.params.id);
      const range = rangeOf(request.query, timeZone);
      return {
        timeZone,
        events: await listEventOccurrences(app.db, { associationId: request.params.id, timeZone, ...range }),
      };
    },
  );

  app.get(
    '/Associations/:id/Reservation',
    routeOptions('user', {
      summary: 'Amenity reservations between two dates: yours in full, others only as busy time',
      params: idParams,
      querystring: rangeQuerySchema,
      response: { 200: calendarReservationListSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      const { timeZone } = await memberAssociation(principal, request.params.id);
      const range = rangeOf(request.query, timeZone);
      return {
        timeZone,
        reservations: await listReservations(app.db, {
          associationId: request.params.id,
          userId: principal.userId,
          ...range,
        }),
      };
    },
  );

  app.get(
    '/Associations/:id/Amenities',
    routeOptions('user', {
      summary: "The association's reservable amenities with their hours",
      params: idParams,
      response: { 200: amenityListSchema, ...errors },
    }),
    async (request) => {
      await memberAssociation(principalOf(request), request.params.id);
      const rows = await app.db
        .select({
          id: amenities.id,
          name: amenities.name,
          description: amenities.description,
          opensAt: amenities.opensAt,
          closesAt: amenities.closesAt,
        })
        .from(amenities)
        .where(eq(amenities.associationId, request.params.id))
        .orderBy(asc(amenities.name));
      return { amenities: rows };
    },
  );

  app.post(
    '/Associations/:id/CalendarFeed',
    routeOptions('user', {
      summary: 'A new secret iCalendar subscription address for you (the previous one stops working)',
      params: idParams,
      response: { 201: calendarFeedSchema, ...errors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      await memberAssociation(principal, request.params.id);
      const now = app.clock.now();
      const token = await issueFeedToken(app.db, {
        userId: principal.userId,
        associationId: request.params.id,
        now,
      });
      const base = app.config.serviceBases.associations;
      const root = base.origin ? base.value : `${app.config.publicUrl}${base.value}`;
      return reply
        .code(201)
        .send({ url: `${root}${apiPrefix}/CalendarFeed/${token}.ics`, createdAt: now.toISOString() });
    },
  );

  app.delete(
    '/Associations/:id/CalendarFeed',
    routeOptions('user', {
      summary: 'Turn your secret iCalendar subscription address off (calendar apps get 404 from then on)',
      params: idParams,
      response: { 204: z.null().describe('Turned off'), ...errors },
    }),
    async (request, reply) => {
      const principal = principalOf(request);
      await memberAssociation(principal, request.params.id);
      await revokeFeedToken(app.db, { userId: principal.userId, associationId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/CalendarFeed/:file',
    routeOptions('public', {
      summary:
        'The iCalendar feed of a secret subscription address (no bearer token: the address is the key)',
      params: z.object({ file: text().max(120) }),
      response: {
        200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
        ...errorResponses(404),
      },
    }),
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/i, '');
      const body = await buildFeed(app.db, {
        token,
        now: app.clock.now(),
        host: new URL(app.config.publicUrl).host,
      });
      if (body === null) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such calendar feed.' });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="community.ics"')
        .send(body);
    },
  );
};
