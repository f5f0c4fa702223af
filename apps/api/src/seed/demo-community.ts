import { createHash } from 'node:crypto';
import { type RequestKind, type RequestStatus, reservationStatusOf } from '@hoa/contracts/community';
import { localInstant, localParts } from '@hoa/contracts/community-time';
import { addCalendarDays } from '@hoa/contracts/payment-rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { associationPages } from '../db/schema/association-pages';
import {
  amenities,
  communityEvents,
  customPageContents,
  faqEntries,
  homeownerRequests,
  requestAttachments,
  requestMessages,
  requestStatusChanges,
  reservations,
} from '../db/schema/community';
import { properties } from '../db/schema/properties';
import { demoAssociations } from './demo-associations';
import { demoCommunityFaq, demoCustomPageBodies } from './demo-community-content';

const amenitiesBySlug: Record<
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

interface DemoRequestSpec {
  kind: RequestKind;
  status: RequestStatus;
  daysAgo: number;
  subject: string;
  description: string;
  arcType?: string;
  /** Reservations: amenity index, days from today, local start and end time. */
  slot?: { amenity: number; inDays: number; start: string; end: string };
}

/** Homeowner A's requests: every kind in every status, most of them within the last 30 days. */
const homeownerRequestsSpec: DemoRequestSpec[] = [
  {
    kind: 'general',
    status: 'submitted',
    daysAgo: 1,
    subject: 'Streetlight out on Mariners Way',
    description: 'The light in front of number 104 has been out for a week.',
  },
  {
    kind: 'general',
    status: 'in_review',
    daysAgo: 6,
    subject: 'Gate remote not working',
    description: 'My gate remote stopped opening the north gate.',
  },
  {
    kind: 'general',
    status: 'approved',
    daysAgo: 12,
    subject: 'Extra parking pass',
    description: 'We need a second guest parking pass for the holidays.',
  },
  {
    kind: 'general',
    status: 'declined',
    daysAgo: 20,
    subject: 'Move the mailbox cluster',
    description: 'Could the mailbox cluster move closer to the entrance?',
  },
  {
    kind: 'general',
    status: 'closed',
    daysAgo: 45,
    subject: 'Sprinkler head broken',
    description: 'A sprinkler head near the playground is broken.',
  },
  {
    kind: 'reservation',
    status: 'submitted',
    daysAgo: 2,
    subject: '',
    description: 'Birthday party, about 25 guests.',
    slot: { amenity: 0, inDays: 9, start: '14:00', end: '18:00' },
  },
  {
    kind: 'reservation',
    status: 'in_review',
    daysAgo: 4,
    subject: '',
    description: 'Tennis with neighbours.',
    slot: { amenity: 2, inDays: 3, start: '08:00', end: '10:00' },
  },
  {
    kind: 'reservation',
    status: 'approved',
    daysAgo: 8,
    subject: '',
    description: 'Family get-together.',
    slot: { amenity: 1, inDays: 5, start: '11:00', end: '15:00' },
  },
  {
    kind: 'reservation',
    status: 'declined',
    daysAgo: 10,
    subject: '',
    description: 'Book club evening.',
    slot: { amenity: 0, inDays: 12, start: '18:00', end: '21:00' },
  },
  {
    kind: 'reservation',
    status: 'closed',
    daysAgo: 40,
    subject: '',
    description: 'Graduation party.',
    slot: { amenity: 0, inDays: -30, start: '12:00', end: '17:00' },
  },
  {
    kind: 'arc',
    status: 'submitted',
    daysAgo: 3,
    subject: '',
    arcType: 'Fence',
    description: 'Replace the back fence with a 6 ft white vinyl fence along the same line.',
  },
  {
    kind: 'arc',
    status: 'in_review',
    daysAgo: 14,
    subject: '',
    arcType: 'Exterior paint',
    description: 'Repaint the shutters and front door in Harbor Blue (sample attached).',
  },
  {
    kind: 'arc',
    status: 'approved',
    daysAgo: 25,
    subject: '',
    arcType: 'Solar panels',
    description: 'Twelve roof-mounted panels on the rear roof plane.',
  },
  {
    kind: 'arc',
    status: 'declined',
    daysAgo: 28,
    subject: '',
    arcType: 'Addition',
    description: 'A two-storey addition over the garage.',
  },
  {
    kind: 'arc',
    status: 'closed',
    daysAgo: 60,
    subject: '',
    arcType: 'Landscaping',
    description: 'Replace the front lawn with native plantings.',
  },
];

/** Homeowner B (two associations) has a few of their own, so the tests have someone else's ids. */
const ownerTwoRequestsSpec: DemoRequestSpec[] = [
  {
    kind: 'general',
    status: 'submitted',
    daysAgo: 2,
    subject: 'Dog waste station empty',
    description: 'The station by the pond has no bags.',
  },
  {
    kind: 'reservation',
    status: 'approved',
    daysAgo: 5,
    subject: '',
    description: 'Baby shower.',
    slot: { amenity: 0, inDays: 6, start: '12:00', end: '16:00' },
  },
];

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

async function seedEvents(
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
