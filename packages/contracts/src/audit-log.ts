import { z } from 'zod';
import { calendarDate, recordIdParam, text } from './request-fields';
import { staffPageQueryFields } from './staff-inbox';

/**
 * The audit log of mimic mode (users service, staff only): GET /Staff/AuditLog. Every write staff make
 * while acting as a homeowner, and each mimic session's start and end (ADR 108).
 */

/** A value as stored: JSON, secrets already replaced by `redactedValue`. */
export const redactedValue = '[redacted]';

const jsonRecord = z.record(z.string(), z.unknown());

/**
 * What a write changed. `change`: the object's values before and after (null before for something new,
 * null after for something removed), noted by the handler. `request`: the body the call was sent with,
 * for writes whose handler notes no object.
 */
export const auditChangesSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('change'),
    object: text().describe('What was changed, e.g. "message" or "contact"'),
    before: jsonRecord.nullable(),
    after: jsonRecord.nullable(),
  }),
  z.object({ kind: z.literal('request'), body: z.unknown() }),
]);
export type AuditChanges = z.infer<typeof auditChangesSchema>;

export const auditLogTexts = { endBeforeStart: 'The end date is before the start date' } as const;

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const auditLogQuerySchema = z
  .object({
    homeowner: text().trim().max(200).default('').describe("Part of the homeowner's name or login e-mail"),
    staffUserId: recordIdParam.optional().describe('Only what this staff member did'),
    from: calendarDate().optional().describe('From this day (in timeZone), inclusive'),
    to: calendarDate().optional().describe('Up to this day (in timeZone), inclusive'),
    timeZone: text()
      .max(64)
      .refine(isTimeZone, { error: 'Not a known time zone' })
      .default('UTC')
      .describe('The IANA time zone the days are in'),
    ...staffPageQueryFields,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: auditLogTexts.endBeforeStart,
    path: ['to'],
  })
  .describe('Audit log query');
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

const personSchema = z.object({ userId: z.number().int(), name: text(), email: text() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.iso.datetime(),
  staff: personSchema.describe('Who acted'),
  homeowner: personSchema.describe('As whom'),
  method: text().describe('The HTTP method, or MIMIC_START / MIMIC_END'),
  route: text(),
  status: z.number().int(),
  requestId: text(),
  // OpenAPI 3.0 wants a type beside nullable; both variants are objects
  changes: auditChangesSchema.nullable().meta({ type: 'object' }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z
  .object({
    items: z.array(auditEntrySchema).describe('Newest first'),
    total: z.number().int().nonnegative(),
    page: z.number().int(),
    pageSize: z.number().int(),
    staffMembers: z
      .array(z.object({ userId: z.number().int(), name: text() }))
      .describe("The company's staff, by name (for the staff filter)"),
  })
  .meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
