import { eq } from 'drizzle-orm';
import { fixedClock } from '../../src/clock';
import { amenities } from '../../src/db/schema/community';
import { properties } from '../../src/db/schema/properties';
import { buildTestApp, type DbKind, type TestApp } from '../helper';
import { signInEveryone, type World } from '../principals';

/** Seeded at a fixed instant (a Wednesday noon in New York), so every relative demo date is known. */
export const communityNow = new Date('2026-03-11T16:00:00Z');

export interface CommunityWorld extends World {
  test: TestApp;
  clock: ReturnType<typeof fixedClock>;
  /** Homeowner A's home (HP00001, Harbor Pointe), homeowner B's homes. */
  propertyIds: { homeownerA: number; homeownerBHarbor: number; homeownerBMeadow: number };
  /** Harbor Pointe's amenities by name. */
  amenityIds: Record<string, number>;
}

export async function communityWorld(kind: DbKind): Promise<CommunityWorld> {
  const clock = fixedClock(communityNow);
  const test = await buildTestApp(kind, { seed: true, clock });
  const world = await signInEveryone(test);
  const propertyId = async (accountNumber: string) => {
    const [row] = await test.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.accountNumber, accountNumber));
    return row?.id as number;
  };
  const rows = await test.database.db
    .select({ id: amenities.id, name: amenities.name })
    .from(amenities)
    .where(eq(amenities.associationId, world.associationIds.harbor));
  return {
    ...world,
    test,
    clock,
    propertyIds: {
      homeownerA: await propertyId('HP00001'),
      homeownerBHarbor: await propertyId('HP00002'),
      homeownerBMeadow: await propertyId('MC00001'),
    },
    amenityIds: Object.fromEntries(rows.map((row) => [row.name, row.id])),
  };
}
