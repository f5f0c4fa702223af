import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { homeownerRequests } from '../../db/schema/community';
import { properties } from '../../db/schema/properties';
import { awaitingVoteOf } from './arc-views';

/** How many ARC requests of the association wait for this board member's vote (the list's own rule). */
export async function countArcAwaitingVote(db: Db, associationId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(homeownerRequests)
    .innerJoin(properties, eq(properties.id, homeownerRequests.propertyId))
    .where(
      and(
        eq(homeownerRequests.associationId, associationId),
        eq(homeownerRequests.kind, 'arc'),
        awaitingVoteOf(userId),
      ),
    );
  return row?.n ?? 0;
}
