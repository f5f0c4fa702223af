import { createHash, randomBytes } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { reservationStatusLabels } from '@hoa/contracts/community';
import { and, asc, eq, inArray } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import { ownedByUser, rolesIn } from '../../auth/policies/owner-links';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import {
  amenities,
  calendarFeedTokens,
  communityEvents,
  homeownerRequests,
  reservations,
} from '../../db/schema/community';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new secret feed token for (user, association); the previous one stops working. Only its hash is kept. */
export async function issueFeedToken(
  db: Db,
  options: { userId: number; associationId: number; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(calendarFeedTokens)
    .values({
      userId: options.userId,
      associationId: options.associationId,
      tokenHash: hashOf(token),
      createdAt: options.now,
    })
    .onConflictDoUpdate({
      target: [calendarFeedTokens.userId, calendarFeedTokens.associationId],
      set: { tokenHash: hashOf(token), createdAt: options.now },
    });
  return token;
}

/** Turns the user's subscription address for the association off (nothing to turn off is fine too). */
export async function revokeFeedToken(db: Db, options: { userId: number; associationId: number }) {
  await db
    .delete(calendarFeedTokens)
    .where(
      and(
        eq(calendarFeedTokens.userId, options.userId),
        eq(calendarFeedTokens.associationId, options.associationId),
      ),
    );
}

/** A request path with a feed's secret replaced, for logs: the address is the key to the feed. */
export const maskFeedSecret = (url: string) => url.replace(/(\/CalendarFeed\/)[^/?#]+/i, '$1[secret]');

const ical_status = {
  tentative: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  declined: ICalEventStatus.CANCELLED,
};

/**
 * The .ics for a feed token, or null for an unknown (or replaced) token: the association's events with their
 * recurrence rules, and the token owner's own reservations there. Nobody else's reservations.
 */
export async function buildFeed(
  db: Db,
  options: { token: string; now: Date; host: string },
): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(options.token)) return null;
  const [feed] = await db
    .select({
      userId: calendarFeedTokens.userId,
      associationId: calendarFeedTokens.associationId,
      name: associations.name,
      timeZone: associations.timeZone,
    })
    .from(calendarFeedTokens)
    .innerJoin(associations, eq(associations.id, calendarFeedTokens.associationId))
    .where(eq(calendarFeedTokens.tokenHash, hashOf(options.token)));
  // an address outlives nothing: whoever is no longer a member of the association gets no more entries
  if (!feed || (await rolesIn(db, feed.userId, feed.associationId)).size === 0) return null;
  const [events, own] = await Promise.all([
    db
      .select()
      .from(communityEvents)
      .where(eq(communityEvents.associationId, feed.associationId))
      .orderBy(asc(communityEvents.startsAt)),
    db
      .select({
        id: reservations.id,
        startsAt: reservations.startsAt,
        endsAt: reservations.endsAt,
        status: reservations.status,
        amenityName: amenities.name,
      })
      .from(reservations)
      .innerJoin(amenities, eq(amenities.id, reservations.amenityId))
      .innerJoin(homeownerRequests, eq(homeownerRequests.id, reservations.requestId))
      .where(
        and(
          eq(reservations.associationId, feed.associationId),
          inArray(homeownerRequests.ownerId, ownedByUser(feed.userId)),
        ),
      )
      .orderBy(asc(reservations.startsAt)),
  ]);
  const calendar = ical({
    name: `${feed.name} calendar`,
    timezone: feed.timeZone,
    prodId: { company: 'hoa-portal', product: 'community-calendar' },
  });
  const zoned = (instant: Date) => new TZDate(instant.getTime(), feed.timeZone);
  for (const event of events) {
    calendar.createEvent({
      id: `event-${event.id}@${options.host}`,
      stamp: options.now,
      start: zoned(event.startsAt),
      end: zoned(event.endsAt),
      allDay: event.allDay,
      timezone: feed.timeZone,
      summary: event.title,
      description: event.description,
      location: event.location,
      ...(event.rrule ? { repeating: event.rrule } : {}),
    });
  }
  for (const reservation of own) {
    calendar.createEvent({
      id: `reservation-${reservation.id}@${options.host}`,
      stamp: options.now,
      start: zoned(reservation.startsAt),
      end: zoned(reservation.endsAt),
      timezone: feed.timeZone,
      summary: `${reservation.amenityName} reservation (${reservationStatusLabels[reservation.status]})`,
      status: ical_status[reservation.status],
    });
  }
  return calendar.toString();
}
