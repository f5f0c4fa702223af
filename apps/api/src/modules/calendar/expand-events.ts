import type { CalendarEvent } from '@hoa/contracts/community';
import { localInstant, localParts } from '@hoa/contracts/community-time';
import { and, eq, gte, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { communityEvents } from '../../db/schema/community';
import { RRule } from './rrule';

type EventRow = typeof communityEvents.$inferSelect;

/** Wall-clock time as if it were UTC: recurrences step in local time, so 7 pm stays 7 pm across DST. */
function floating(instant: Date, timeZone: string): Date {
  const { date, time } = localParts(instant, timeZone);
  return new Date(`${date}T${time}:00Z`);
}

function fromFloating(value: Date, timeZone: string): Date {
  const iso = value.toISOString();
  return localInstant(iso.slice(0, 10), iso.slice(11, 16), timeZone);
}

/** The starts of an event's occurrences that overlap [from, to). */
export function occurrenceStarts(event: EventRow, from: Date, to: Date, timeZone: string): Date[] {
  const duration = event.endsAt.getTime() - event.startsAt.getTime();
  if (!event.rrule) return event.startsAt < to && event.endsAt > from ? [event.startsAt] : [];
  const rule = new RRule({ ...RRule.parseString(event.rrule), dtstart: floating(event.startsAt, timeZone) });
  // widen by a day and the duration on each side, then keep exact overlaps (time zone offsets, long events)
  const day = 86_400_000;
  const candidates = rule.between(
    new Date(floating(from, timeZone).getTime() - duration - day),
    new Date(floating(to, timeZone).getTime() + day),
    true,
  );
  return candidates
    .map((start) => fromFloating(start, timeZone))
    .filter((start) => start < to && start.getTime() + duration > from.getTime());
}

/** The association's events (recurring ones expanded) overlapping [from, to), in start order. */
export async function listEventOccurrences(
  db: Db,
  options: { associationId: number; timeZone: string; from: Date; to: Date },
): Promise<CalendarEvent[]> {
  const rows = await db
    .select()
    .from(communityEvents)
    .where(
      and(
        eq(communityEvents.associationId, options.associationId),
        or(
          isNotNull(communityEvents.rrule),
          and(lt(communityEvents.startsAt, options.to), gte(communityEvents.endsAt, options.from)),
        ),
        lt(communityEvents.startsAt, options.to),
      ),
    );
  const occurrences = rows.flatMap((event) =>
    occurrenceStarts(event, options.from, options.to, options.timeZone).map((start) => ({
      id: `${event.id}-${start.toISOString()}`,
      eventId: event.id,
      title: event.title,
      description: event.description,
      location: event.location,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + (event.endsAt.getTime() - event.startsAt.getTime())).toISOString(),
      allDay: event.allDay,
      recurring: event.rrule !== null,
    })),
  );
  return occurrences.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title));
}
