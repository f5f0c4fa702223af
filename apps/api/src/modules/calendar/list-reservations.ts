import type { CalendarReservation } from '@hoa/contracts/community';
import { and, asc, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import { ownedByUser } from '../../auth/policies/owner-links';
import type { Db } from '../../db/database';
import { amenities, homeownerRequests, reservations } from '../../db/schema/community';

/**
 * An association's reservations overlapping [from, to): the caller's own in full (any status), everyone
 * else's tentative or confirmed ones only as busy time (no request id, no name).
 */
export async function listReservations(
  db: Db,
  options: { associationId: number; userId: number; from: Date; to: Date },
): Promise<CalendarReservation[]> {
  const ownRequests = db
    .select({ id: homeownerRequests.id })
    .from(homeownerRequests)
    .where(inArray(homeownerRequests.ownerId, ownedByUser(options.userId)));
  const rows = await db
    .select({
      id: reservations.id,
      requestId: reservations.requestId,
      amenityId: reservations.amenityId,
      amenityName: amenities.name,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
      status: reservations.status,
    })
    .from(reservations)
    .innerJoin(amenities, eq(amenities.id, reservations.amenityId))
    .where(
      and(
        eq(reservations.associationId, options.associationId),
        lt(reservations.startsAt, options.to),
        gt(reservations.endsAt, options.from),
        or(ne(reservations.status, 'declined'), inArray(reservations.requestId, ownRequests)),
      ),
    )
    .orderBy(asc(reservations.startsAt), asc(reservations.id));
  const own = new Set((await ownRequests).map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    amenityId: row.amenityId,
    amenityName: row.amenityName,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    mine: own.has(row.requestId),
    requestId: own.has(row.requestId) ? row.requestId : null,
  }));
}
