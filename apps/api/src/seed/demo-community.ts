import type { Db } from '../db/database';
import { associationPages } from '../db/schema/association-pages';
import { amenities, customPageContents, faqEntries } from '../db/schema/community';
import { demoAssociations } from './demo-associations';
import { demoCommunityFaq, demoCustomPageBodies } from './demo-community-content';
import { amenitiesBySlug, seedEvents } from './demo-events-and-amenities';
import { seedDemoRequests } from './demo-requests';

/**
 * The community demo: amenities, events (one weekly and one monthly recurring), FAQ entries, custom page
 * texts and requests with histories and threads, all relative to `now` in each association's time zone.
 */
export async function seedDemoCommunity(
  db: Db,
  options: {
    now: Date;
    associationIds: Map<string, number>;
    userIds: Map<string, number>;
  },
): Promise<void> {
  const { now } = options;
  const amenityIds = new Map<string, number[]>();
  for (const spec of demoAssociations) {
    const associationId = options.associationIds.get(spec.slug) as number;
    const rows = await db
      .insert(amenities)
      .values((amenitiesBySlug[spec.slug] ?? []).map((amenity) => ({ ...amenity, associationId })))
      .returning({ id: amenities.id });
    amenityIds.set(
      spec.slug,
      rows.map((row) => row.id),
    );
    await seedEvents(db, { associationId, timeZone: spec.timeZone, now, name: spec.name });
    await db
      .insert(faqEntries)
      .values(
        demoCommunityFaq(spec.name).map((entry, sortOrder) => ({ ...entry, associationId, sortOrder })),
      );
  }
  const pages = await db
    .select({ id: associationPages.id, legacyAction: associationPages.legacyAction })
    .from(associationPages);
  for (const page of pages) {
    const body = demoCustomPageBodies[page.legacyAction];
    if (body) await db.insert(customPageContents).values({ pageId: page.id, body });
  }

  await seedDemoRequests(db, { now, userIds: options.userIds, amenityIds });
}
