import { z } from 'zod';
import { businessConstants } from './business-constants';
import { formatClockTime } from './format';
import { onBehalfBySchema } from './messages';
import { calendarDate, recordId, recordIdParam, text } from './request-fields';
import { requestWorkOrderSchema } from './work-orders';

/** Community: calendar, amenity reservations, homeowner requests, FAQ, help and custom pages (issue 5). */

/** How far ahead an amenity can be reserved (not in the spec: a year, so the calendar stays plannable). */
export const reservationMaxDaysAhead = 365;

/** SPEC §9: recent requests and reservations cover the last 30 days. */
export const businessConstantsRecentDays = businessConstants.recentActivityDays;

export const requestKinds = ['general', 'reservation', 'arc'] as const;
export type RequestKind = (typeof requestKinds)[number];
export const requestKindLabels: Record<RequestKind, string> = {
  general: 'General request',
  reservation: 'Reservation request',
  arc: 'ARC request',
};

export const requestStatuses = ['submitted', 'in_review', 'approved', 'declined', 'closed'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const requestStatusLabels: Record<RequestStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  approved: 'Approved',
  declined: 'Declined',
  closed: 'Closed',
};

/** SPEC §3 "Reservation statuses. Tentative, confirmed, declined." */
export const reservationStatuses = ['tentative', 'confirmed', 'declined'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
export const reservationStatusLabels: Record<ReservationStatus, string> = {
  tentative: 'Tentative',
  confirmed: 'Confirmed',
  declined: 'Declined',
};

/** A reservation follows its request: approved confirms it, declined or closed releases the slot. */
export function reservationStatusOf(status: RequestStatus): ReservationStatus {
  if (status === 'approved') return 'confirmed';
  if (status === 'declined' || status === 'closed') return 'declined';
  return 'tentative';
}

export const arcTypes = [
  'Exterior paint',
  'Fence',
  'Landscaping',
  'Roof',
  'Deck or patio',
  'Addition',
  'Solar panels',
  'Other',
] as const;

export const attachmentRules = {
  maxMegabytes: 10,
  maxBytes: 10 * 1024 * 1024,
  maxPerRequest: 10,
  contentTypes: ['application/pdf', 'image/png', 'image/jpeg'] as const,
  accept: '.pdf,.png,.jpg,.jpeg',
} as const;
export type AttachmentContentType = (typeof attachmentRules.contentTypes)[number];

/** The first bytes each accepted type starts with: a file is what its content says, not its name. */
const attachmentSignatures: Record<AttachmentContentType, readonly (readonly number[])[]> = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
};
/** How many leading bytes `attachmentTypeOf` needs. */
export const attachmentSignatureBytes = 8;

/** The accepted type the content starts like, or null (the browser and the server use the same rule). */
export function attachmentTypeOf(head: Uint8Array): AttachmentContentType | null {
  return (
    attachmentRules.contentTypes.find((type) =>
      attachmentSignatures[type].some((signature) => signature.every((byte, i) => head[i] === byte)),
    ) ?? null
  );
}

export const communityMessages = {
  requestsLoadFailed: 'An error occurred while loading your requests.',
  messageFailed: 'Message failed to send.',
  messageRequired: 'Message is required',
  fieldRequired: 'This field is required',
  reservationConflict:
    'This amenity is already reserved (confirmed or tentative) for part of that time. Please choose another time.',
  endBeforeStart: 'The end time must be after the start time.',
  dateInPast: 'Please choose a date from today on.',
  startInPast: 'This start time has already passed. Please choose a later time.',
  alreadyDecided: (status: string) =>
    `This request is already ${status.toLowerCase()}; only management can change it now.`,
  reservationPassed: 'This reservation has already started or passed; its status can no longer change.',
  tooFarAhead: `Reservations can be requested up to ${reservationMaxDaysAhead} days ahead.`,
  outsideHours: (opensAt: string, closesAt: string) =>
    `This amenity can be reserved between ${formatClockTime(opensAt)} and ${formatClockTime(closesAt)}.`,
  fileSizeExceeded: 'File Size Exceeded',
  fileTooLarge: (name: string) =>
    `${name} is larger than ${attachmentRules.maxMegabytes} MB and was not attached.`,
  fileTypeRefused: (name: string) => `${name} is not a PDF, PNG or JPEG file and was not attached.`,
  tooManyFiles: `At most ${attachmentRules.maxPerRequest} files can be attached to a request.`,
  customPageNotFound: 'This page does not exist for your association.',
  noFaqMatches: 'No questions match your search.',
} as const;

const isoDate = calendarDate('Use the format YYYY-MM-DD');
const clockTime = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the format HH:MM');
const required = (max: number) =>
  text().trim().min(1, communityMessages.fieldRequired).max(max, `At most ${max} characters`);

export const createRequestSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('general'),
      propertyId: recordId,
      subject: required(120),
      description: required(4000),
    }),
    z.object({
      kind: z.literal('reservation'),
      propertyId: recordId,
      amenityId: recordId,
      date: isoDate,
      startTime: clockTime,
      endTime: clockTime,
      description: text().trim().max(4000).default(''),
    }),
    z.object({
      kind: z.literal('arc'),
      propertyId: recordId,
      arcType: z.enum(arcTypes),
      description: required(4000),
    }),
  ])
  .meta({ id: 'CreateHomeownerRequest' });
export type CreateRequest = z.input<typeof createRequestSchema>;

export const requestReservationSchema = z.object({
  id: z.number().int(),
  amenityId: z.number().int(),
  amenityName: text(),
  startsAt: text().describe('ISO instant'),
  endsAt: text().describe('ISO instant'),
  date: isoDate.describe("In the association's time zone"),
  startTime: clockTime,
  endTime: clockTime,
  status: z.enum(reservationStatuses),
});

export const requestSummarySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(requestKinds),
    status: z.enum(requestStatuses),
    subject: text(),
    description: text(),
    arcType: text().nullable(),
    associationId: z.number().int(),
    associationName: text(),
    propertyId: z.number().int(),
    address: text(),
    ownerName: text().describe('The owner of record (first and last name)'),
    createdAt: text(),
    updatedAt: text(),
    reservation: requestReservationSchema.nullable(),
  })
  .meta({ id: 'HomeownerRequestSummary' });
export type RequestSummary = z.infer<typeof requestSummarySchema>;

export const requestListSchema = z.object({ requests: z.array(requestSummarySchema) });
export const requestListQuerySchema = z.object({
  associationId: recordIdParam.optional(),
  kind: z
    .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(z.enum(requestKinds)))
    .optional()
    .describe('Only these kinds (repeat the parameter for several: kind=general&kind=arc)'),
  recent: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only requests made in the last 30 days (SPEC §9)'),
});

export const authorRoles = ['homeowner', 'management'] as const;
export type AuthorRole = (typeof authorRoles)[number];

export const requestStatusChangeSchema = z.object({
  status: z.enum(requestStatuses),
  note: text(),
  changedBy: z.enum(authorRoles),
  changedAt: text(),
});
export const requestMessageSchema = z.object({
  id: z.number().int(),
  body: text(),
  author: z.enum(authorRoles),
  authorName: text(),
  onBehalfBy: onBehalfBySchema,
  sentAt: text(),
});
export type RequestMessage = z.infer<typeof requestMessageSchema>;
export const requestAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: text(),
  contentType: text(),
  sizeBytes: z.number().int(),
  uploadedAt: text(),
});
export type RequestAttachment = z.infer<typeof requestAttachmentSchema>;

export const requestDetailSchema = requestSummarySchema
  .extend({
    history: z.array(requestStatusChangeSchema),
    messages: z.array(requestMessageSchema),
    attachments: z.array(requestAttachmentSchema),
    workOrder: requestWorkOrderSchema
      .nullable()
      .optional()
      .describe('The work order staff made of the request (ADR 130), with its status'),
  })
  .meta({ id: 'HomeownerRequestDetail' });
export type RequestDetail = z.infer<typeof requestDetailSchema>;

export const postMessageSchema = z.object({
  body: text().trim().min(1, communityMessages.messageRequired).max(4000, 'At most 4000 characters'),
});
export const changeStatusSchema = z.object({
  status: z.enum(requestStatuses),
  note: text().trim().max(1000).default(''),
});

export const amenitySchema = z.object({
  id: z.number().int(),
  name: text(),
  description: text(),
  opensAt: clockTime,
  closesAt: clockTime,
});
export type Amenity = z.infer<typeof amenitySchema>;
export const amenityListSchema = z.object({ amenities: z.array(amenitySchema) });

export const rangeQuerySchema = z.object({
  from: isoDate.describe('First day (association time zone)'),
  to: isoDate.describe('Last day, inclusive; at most 400 days after from'),
});

export const calendarEventSchema = z.object({
  id: text().describe('Event id and occurrence start, unique per occurrence'),
  eventId: z.number().int(),
  title: text(),
  description: text(),
  location: text(),
  startsAt: text(),
  endsAt: text(),
  allDay: z.boolean(),
  recurring: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export const calendarEventListSchema = z.object({
  timeZone: text(),
  events: z.array(calendarEventSchema),
});

export const calendarReservationSchema = z.object({
  id: z.number().int(),
  amenityId: z.number().int(),
  amenityName: text(),
  startsAt: text(),
  endsAt: text(),
  status: z.enum(reservationStatuses),
  /** The caller's own reservation (then requestId is set); others' show only as busy time. */
  mine: z.boolean(),
  requestId: z.number().int().nullable(),
});
export type CalendarReservation = z.infer<typeof calendarReservationSchema>;
export const calendarReservationListSchema = z.object({
  timeZone: text(),
  reservations: z.array(calendarReservationSchema),
});

export const faqEntrySchema = z.object({
  id: z.number().int(),
  category: text(),
  question: text(),
  answer: text(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;
export const faqListSchema = z.object({ entries: z.array(faqEntrySchema) });

export const customPageSchema = z.object({
  legacyAction: text(),
  title: text(),
  /** Plain text: paragraphs split by blank lines, lines starting "- " are list items. Never HTML. */
  body: text(),
});
export type CustomPage = z.infer<typeof customPageSchema>;

export const calendarFeedSchema = z.object({
  url: text().describe('Secret subscription address; creating a new one ends the old one'),
  createdAt: text(),
});
