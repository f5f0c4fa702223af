import {
  type CalendarEvent,
  type CalendarReservation,
  reservationStatusLabels,
} from '@hoa/contracts/community';
import { localParts } from '@hoa/contracts/community-time';
import { formatClockRange, formatClockTime } from '@hoa/contracts/format';

/** One thing on the calendar, placed on its local day in the association's time zone. */
export interface CalendarItem {
  key: string;
  date: string;
  time: string;
  endTime: string;
  title: string;
  detail: string;
  kind: 'event' | 'mine' | 'busy';
  allDay: boolean;
}

export function calendarItems(
  events: CalendarEvent[],
  reservations: CalendarReservation[],
  timeZone: string,
): CalendarItem[] {
  const items: CalendarItem[] = [
    ...events.map((event) => {
      const start = localParts(event.startsAt, timeZone);
      return {
        key: `e-${event.id}`,
        date: start.date,
        time: event.allDay ? '' : start.time,
        endTime: event.allDay ? '' : localParts(event.endsAt, timeZone).time,
        title: event.title,
        detail: [event.location, event.description, event.recurring ? 'Repeats' : '']
          .filter(Boolean)
          .join(' · '),
        kind: 'event' as const,
        allDay: event.allDay,
      };
    }),
    // a declined reservation holds nothing: it is not on the calendar
    ...reservations
      .filter((reservation) => reservation.status !== 'declined')
      .map((reservation) => {
        const start = localParts(reservation.startsAt, timeZone);
        return {
          key: `r-${reservation.id}`,
          date: start.date,
          time: start.time,
          endTime: localParts(reservation.endsAt, timeZone).time,
          title: reservation.mine
            ? `Your ${reservation.amenityName} reservation (${reservationStatusLabels[reservation.status]})`
            : `${reservation.amenityName} reserved (${reservationStatusLabels[reservation.status]})`,
          detail: reservation.mine ? '' : 'Reserved by another homeowner',
          kind: reservation.mine ? ('mine' as const) : ('busy' as const),
          allDay: false,
        };
      }),
  ];
  return items.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
}

export const timeRange = (item: CalendarItem) =>
  item.allDay ? 'All day' : formatClockRange(item.time, item.endTime);

/** The start time as shown ("2:00 PM"), or "All day". */
export const startTime = (item: CalendarItem) => (item.allDay ? 'All day' : formatClockTime(item.time));
