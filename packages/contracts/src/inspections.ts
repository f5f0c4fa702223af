import { z } from 'zod';
import { calendarDate, recordId, text } from './request-fields';
import { violationStages } from './violations';

/**
 * Inspections (issue 18, ADR 132): a walk of a common area or of a list of properties on a day, by an
 * inspector, with findings per property (photos checked by content); staff turn a finding into a
 * violation in one step, exactly once. Board calls under `/Board/Associations/{id}/Inspections…`
 * (read), staff calls under `/Staff/Associations/{id}/Inspections…` (associations service).
 */

export const inspectionStatuses = ['scheduled', 'completed'] as const;
export type InspectionStatus = (typeof inspectionStatuses)[number];
export const inspectionStatusLabels: Record<InspectionStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
};

/** A finding's photos: PNG or JPEG, at most this many bytes and this many a finding. */
export const findingPhotoRules = {
  maxBytes: 10 * 1024 * 1024,
  maxPerFinding: 6,
  contentTypes: ['image/png', 'image/jpeg'] as const,
};
/** At most this many properties on one inspection's list. */
export const maxInspectionProperties = 200;

export const inspectionMessages = {
  notFound: 'This inspection does not exist in this association.',
  findingNotFound: 'This finding does not exist on this inspection.',
  photoNotFound: 'This photo does not exist for this finding.',
  oneLocation: 'Give either a common area or a list of properties, not both.',
  noLocation: 'Give the common area inspected or the properties on the list.',
  propertyNotFound: 'Choose properties of this association.',
  propertyNotListed: 'This property is not on the inspection’s list.',
  alreadyViolation: (violationId: number) =>
    `This finding is already violation #${violationId}; it cannot become a violation again.`,
  convertedLocked: (violationId: number) =>
    `This finding became violation #${violationId}; change the violation instead.`,
  ruleRequired: 'A violation needs the rule it breaks: give the rule reference.',
  tooManyPhotos: `A finding holds at most ${findingPhotoRules.maxPerFinding} photos.`,
  photoTypeRefused: (name: string) => `“${name}” is not a PNG or JPEG photo.`,
} as const;

const requiredText = (max: number, message = 'Required') =>
  text().trim().min(1, message).max(max, `At most ${max} characters`);
const optionalText = (max: number) => text().trim().max(max, `At most ${max} characters`).default('');

export const inspectionFormSchema = z
  .object({
    inspectedOn: calendarDate(),
    inspectorName: requiredText(120, 'The inspector’s name is required'),
    /** The common area walked (text), or empty when the inspection is of a list of properties. */
    commonArea: optionalText(200),
    /** The properties on the list (none when it is of a common area). */
    propertyIds: z
      .array(recordId)
      .max(maxInspectionProperties, `At most ${maxInspectionProperties} properties`)
      .default([]),
    status: z.enum(inspectionStatuses).default('scheduled'),
    notes: optionalText(4000),
  })
  .meta({ id: 'InspectionForm' });
export type InspectionForm = z.input<typeof inspectionFormSchema>;
export type InspectionFormValues = z.output<typeof inspectionFormSchema>;

export const findingFormSchema = z
  .object({
    propertyId: recordId,
    category: requiredText(80, 'Category is required'),
    description: requiredText(4000, 'Description is required'),
    ruleReference: optionalText(300),
  })
  .meta({ id: 'InspectionFindingForm' });
export type FindingForm = z.input<typeof findingFormSchema>;
export type FindingFormValues = z.output<typeof findingFormSchema>;

/** Turning a finding into a violation: the rule may be given (or corrected) here. */
export const findingToViolationSchema = z
  .object({ ruleReference: text().trim().max(300, 'At most 300 characters').optional() })
  .meta({ id: 'InspectionFindingToViolation' });
export type FindingToViolation = z.input<typeof findingToViolationSchema>;

export const inspectionListQuerySchema = z.object({
  status: z.enum([...inspectionStatuses, 'all']).default('all'),
});
export type InspectionListStatus = z.infer<typeof inspectionListQuerySchema>['status'];

export const inspectionRowSchema = z
  .object({
    id: z.number().int(),
    inspectedOn: z.string(),
    inspectorName: z.string(),
    commonArea: z.string().nullable(),
    propertyCount: z.number().int(),
    /** What was inspected, as text: the common area, or "3 properties". */
    area: z.string(),
    status: z.enum(inspectionStatuses),
    findingCount: z.number().int(),
    violationCount: z.number().int(),
  })
  .meta({ id: 'InspectionRow' });
export type InspectionRow = z.infer<typeof inspectionRowSchema>;

export const inspectionListSchema = z
  .object({ inspections: z.array(inspectionRowSchema) })
  .meta({ id: 'InspectionList' });
export type InspectionList = z.infer<typeof inspectionListSchema>;

const propertySchema = z.object({
  id: z.number().int(),
  accountNumber: z.string(),
  address: z.string(),
  ownerName: z.string(),
});

export const findingPhotoSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    uploadedAt: z.string(),
  })
  .meta({ id: 'InspectionFindingPhoto' });
export type FindingPhoto = z.infer<typeof findingPhotoSchema>;

export const findingSchema = z
  .object({
    id: z.number().int(),
    property: propertySchema,
    category: z.string(),
    description: z.string(),
    ruleReference: z.string(),
    photos: z.array(findingPhotoSchema),
    /** The violation the finding became (set once), with its stage now. */
    violation: z.object({ id: z.number().int(), stage: z.enum(violationStages) }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'InspectionFinding' });
export type Finding = z.infer<typeof findingSchema>;

export const inspectionDetailSchema = inspectionRowSchema
  .extend({
    associationId: z.number().int(),
    notes: z.string(),
    properties: z.array(propertySchema),
    findings: z.array(findingSchema),
    createdBy: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'InspectionDetail' });
export type InspectionDetail = z.infer<typeof inspectionDetailSchema>;

/** The CSV export's columns, in order. */
export const inspectionCsvColumns = [
  'Id',
  'Date',
  'Inspector',
  'Area',
  'Status',
  'Findings',
  'Violations',
] as const;
