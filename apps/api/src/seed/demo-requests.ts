import { createHash } from 'node:crypto';
import { type RequestStatus, reservationStatusOf } from '@hoa/contracts/community';
import { localInstant, localParts } from '@hoa/contracts/community-time';
import { addCalendarDays } from '@hoa/contracts/payment-rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  homeownerRequests,
  requestAttachments,
  requestMessages,
  requestStatusChanges,
  reservations,
} from '../db/schema/community';
import { properties } from '../db/schema/properties';
import { demoAssociations } from './demo-associations';
import { amenitiesBySlug } from './demo-events-and-amenities';
import { type DemoRequestSpec, homeownerRequestsSpec, ownerTwoRequestsSpec } from './demo-request-specs';

/** Which path each status took (every request starts 'submitted'). */
const paths: Record<RequestStatus, RequestStatus[]> = {
  submitted: ['submitted'],
  in_review: ['submitted', 'in_review'],
  approved: ['submitted', 'in_review', 'approved'],
  declined: ['submitted', 'in_review', 'declined'],
  closed: ['submitted', 'in_review', 'approved', 'closed'],
};

const managementNotes: Partial<Record<RequestStatus, string>> = {
  in_review: 'We are reviewing your request.',
  approved: 'Approved. Thank you for checking with us first.',
  declined: 'Declined: please see the message thread for the reason.',
  closed: 'Completed and closed.',
};

/** A minimal one-page PDF, so the ARC demo request has a real attachment to download. */
const demoPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The requests of homeowner A (every kind in every status) and homeowner B, with histories and threads. */
export async function seedDemoRequests(
  db: Db,
  options: { now: Date; userIds: Map<string, number>; amenityIds: Map<string, number[]> },
): Promise<void> {
  const { now, amenityIds } = options;
  const staffUserId = options.userIds.get('staff@example.com') ?? null;
  const make = async (accountNumber: string, slug: string, user: string, specs: DemoRequestSpec[]) => {
    const userId = options.userIds.get(user) as number;
    const userName = user === 'homeowner@example.com' ? 'Jordan Rivera' : 'Priya Patel';
    const [property] = await db
      .select({ id: properties.id, ownerId: properties.ownerId, associationId: properties.associationId })
      .from(properties)
      .where(eq(properties.accountNumber, accountNumber));
    if (!property) throw new Error(`The demo has no account ${accountNumber}`);
    const timeZone = demoAssociations.find((spec) => spec.slug === slug)?.timeZone ?? 'America/New_York';
    for (const spec of specs) {
      await seedRequest(db, {
        spec,
        property,
        userId,
        userName,
        staffUserId,
        timeZone,
        now,
        amenityIds: amenityIds.get(slug) ?? [],
        amenityNames: (amenitiesBySlug[slug] ?? []).map((a) => a.name),
      });
    }
  };
  await make('HP00001', 'harbor-pointe', 'homeowner@example.com', homeownerRequestsSpec);
  await make('MC00001', 'meadowbrook-commons', 'owner2@example.com', ownerTwoRequestsSpec);
}

async function seedRequest(
  db: Db,
  options: {
    spec: DemoRequestSpec;
    property: { id: number; ownerId: number; associationId: number };
    userId: number;
    userName: string;
    staffUserId: number | null;
    timeZone: string;
    now: Date;
    amenityIds: number[];
    amenityNames: string[];
  },
) {
  const { spec, property, timeZone, now } = options;
  const createdAt = new Date(now.getTime() - spec.daysAgo * 86_400_000);
  const step = (i: number) => new Date(createdAt.getTime() + i * 3 * 3_600_000);
  const today = localParts(now, timeZone).date;
  const slot = spec.slot
    ? {
        amenityId: options.amenityIds[spec.slot.amenity] as number,
        amenityName: options.amenityNames[spec.slot.amenity] as string,
        startsAt: localInstant(addCalendarDays(today, spec.slot.inDays), spec.slot.start, timeZone),
        endsAt: localInstant(addCalendarDays(today, spec.slot.inDays), spec.slot.end, timeZone),
        date: addCalendarDays(today, spec.slot.inDays),
      }
    : null;
  const path = paths[spec.status];
  const subject =
    spec.kind === 'general'
      ? spec.subject
      : spec.kind === 'arc'
        ? `${spec.arcType} request`
        : `Reservation: ${slot?.amenityName} on ${slot?.date}, ${spec.slot?.start}-${spec.slot?.end}`;
  const [request] = await db
    .insert(homeownerRequests)
    .values({
      associationId: property.associationId,
      propertyId: property.id,
      ownerId: property.ownerId,
      submittedByUserId: options.userId,
      kind: spec.kind,
      status: spec.status,
      subject,
      description: spec.description,
      arcType: spec.kind === 'arc' ? (spec.arcType ?? 'Other') : null,
      createdAt,
      updatedAt: step(path.length),
    })
    .returning({ id: homeownerRequests.id });
  const requestId = (request as { id: number }).id;
  await db.insert(requestStatusChanges).values(
    path.map((status, i) => ({
      requestId,
      status,
      note: i === 0 ? '' : (managementNotes[status] ?? ''),
      changedByUserId: i === 0 ? options.userId : options.staffUserId,
      changedBy: i === 0 ? ('homeowner' as const) : ('management' as const),
      changedAt: step(i),
    })),
  );
  if (slot) {
    await db.insert(reservations).values({
      requestId,
      associationId: property.associationId,
      amenityId: slot.amenityId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      status: reservationStatusOf(spec.status),
    });
  }
  if (path.length > 1) {
    await db.insert(requestMessages).values([
      {
        requestId,
        authorUserId: options.userId,
        author: 'homeowner',
        authorName: options.userName,
        body: 'Is there anything else you need from me?',
        sentAt: new Date(step(0).getTime() + 3_600_000),
      },
      {
        requestId,
        authorUserId: options.staffUserId,
        author: 'management',
        authorName: 'Evergreen Community Management',
        body:
          spec.status === 'declined'
            ? 'The board could not approve this as submitted; you are welcome to submit a revised request.'
            : 'Nothing else for now, thank you. We will keep you posted here.',
        sentAt: new Date(step(1).getTime() + 3_600_000),
      },
    ]);
  }
  if (spec.kind === 'arc') {
    await db.insert(requestAttachments).values({
      requestId,
      fileName: 'site-plan.pdf',
      contentType: 'application/pdf',
      sizeBytes: demoPdf.length,
      sha256: createHash('sha256').update(demoPdf).digest('hex'),
      content: demoPdf,
      uploadedByUserId: options.userId,
      uploadedAt: createdAt,
    });
  }
}
