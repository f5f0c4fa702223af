import { localInstant, localParts } from '@hoa/contracts/community-time';
import { addCalendarDays } from '@hoa/contracts/payment-rules';
import type { Db } from '../db/database';
import { communityEvents } from '../db/schema/community';

/** The demo amenities of each association, by its slug. */
export const amenitiesBySlug: Record<
  string,
  { name: string; description: string; opensAt: string; closesAt: string }[]
> = {
  'harbor-pointe': [
    {
      name: 'Clubhouse',
      description: 'Great room and kitchen, up to 60 guests.',
      opensAt: '08:00',
      closesAt: '22:00',
    },
    {
      name: 'Pool pavilion',
      description: 'Covered pavilion beside the pool.',
      opensAt: '09:00',
      closesAt: '21:00',
    },
    { name: 'Tennis court', description: 'Court 1 (lit).', opensAt: '07:00', closesAt: '21:00' },
  ],
  'meadowbrook-commons': [
    { name: 'Clubhouse', description: 'Main hall, up to 80 guests.', opensAt: '08:00', closesAt: '22:00' },
    {
      name: 'Picnic shelter',
      description: 'By the pond, six tables and a grill.',
      opensAt: '08:00',
      closesAt: '20:00',
    },
  ],
  'sunset-ridge': [
    {
      name: 'Community room',
      description: 'Meeting room for up to 30.',
      opensAt: '08:00',
      closesAt: '21:00',
    },
  ],
};

/** Six events relative to `now`: one monthly and one weekly recurring, the rest one-off, past and coming. */
export async function seedEvents(
  db: Db,
  options: { associationId: number; timeZone: string; now: Date; name: string },
) {
  const { timeZone, associationId } = options;
  const today = localParts(options.now, timeZone).date;
  const at = (days: number, time: string) => localInstant(addCalendarDays(today, days), time, timeZone);
  await db.insert(communityEvents).values([
    {
      associationId,
      title: 'Board meeting',
      description: `Open session of the ${options.name} board. Homeowners are welcome.`,
      location: 'Clubhouse',
      startsAt: at(-180, '19:00'),
      endsAt: at(-180, '20:30'),
      rrule: 'FREQ=MONTHLY;BYDAY=2TU',
    },
    {
      associationId,
      title: 'Yoga on the lawn',
      description: 'Bring a mat. All levels.',
      location: 'Front lawn',
      startsAt: at(-60, '09:00'),
      endsAt: at(-60, '10:00'),
      rrule: 'FREQ=WEEKLY;BYDAY=SA',
    },
    {
      associationId,
      title: 'Community yard sale',
      description: 'Set up in your driveway from 8 am.',
      location: 'Whole community',
      startsAt: at(10, '08:00'),
      endsAt: at(10, '13:00'),
    },
    {
      associationId,
      title: 'Pool opening day',
      description: 'The pool opens for the season.',
      location: 'Pool',
      startsAt: at(20, '00:00'),
      endsAt: at(21, '00:00'),
      allDay: true,
    },
    {
      associationId,
      title: 'Annual meeting',
      description: 'Election of directors and the budget.',
      location: 'Clubhouse',
      startsAt: at(40, '18:30'),
      endsAt: at(40, '20:30'),
    },
    {
      associationId,
      title: 'Landscaping walk-through',
      description: 'The landscaping committee tours the common areas.',
      location: 'Main entrance',
      startsAt: at(-5, '10:00'),
      endsAt: at(-5, '11:30'),
    },
  ]);
}
