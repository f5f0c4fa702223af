import { z } from 'zod';
import { calendarDate, recordId, recordIdParam, text } from './request-fields';

/**
 * Violations (issue 18, ADR 129): a property's breach of a governing-document rule, moved through its
 * stages one at a time by staff; a fine or a hearing waits for a board member's approval; the owner
 * sees the notices and replies. Board calls under `/Board/Associations/{id}/Violations…`, staff calls
 * under `/Staff/Associations/{id}/Violations…` (associations service), the homeowner's under
 * `/Violations…` (action-items service).
 */

/** The stages in the order a violation moves through them. */
export const violationStages = [
  'observed',
  'courtesy_notice',
  'first_notice',
  'second_notice',
  'fine',
  'hearing',
  'resolved',
  'closed',
] as const;
export type ViolationStage = (typeof violationStages)[number];
export const violationStageLabels: Record<ViolationStage, string> = {
  observed: 'Observed',
  courtesy_notice: 'Courtesy notice',
  first_notice: 'First notice',
  second_notice: 'Second notice',
  fine: 'Fine',
  hearing: 'Hearing',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The escalation ladder: each step goes to the next one only (never skips). */
export const escalationLadder: readonly ViolationStage[] = [
  'observed',
  'courtesy_notice',
  'first_notice',
  'second_notice',
  'fine',
  'hearing',
];
/** The stages a board member must approve before the violation reaches them. */
export const stagesNeedingBoard = ['fine', 'hearing'] as const;
export type BoardStage = (typeof stagesNeedingBoard)[number];
/** The stages whose change sends the owner a notice letter. */
export const noticeStages: readonly ViolationStage[] = [
  'courtesy_notice',
  'first_notice',
  'second_notice',
  'fine',
  'hearing',
];
/** A violation still being followed (not resolved or closed). */
export const openViolationStages: readonly ViolationStage[] = escalationLadder;

/**
 * The stages reachable from `from` in one step: the next rung of the ladder, `resolved` from any open
 * stage, `closed` from `resolved`. The database holds the same list (violations_stage_step_check).
 */
export function nextStages(from: ViolationStage): ViolationStage[] {
  if (from === 'resolved') return ['closed'];
  if (from === 'closed') return [];
  const index = escalationLadder.indexOf(from);
  const next = escalationLadder[index + 1];
  return next ? [next, 'resolved'] : ['resolved'];
}

/** Every allowed (from, to) step, for the database check. */
export const allowedStageSteps: ReadonlyArray<readonly [ViolationStage, ViolationStage]> =
  violationStages.flatMap((from) => nextStages(from).map((to) => [from, to] as const));

/** `withdrawn`: the violation was resolved while the escalation waited. */
export const escalationStatuses = ['pending', 'approved', 'refused', 'withdrawn'] as const;
export type EscalationStatus = (typeof escalationStatuses)[number];
export const escalationStatusLabels: Record<EscalationStatus, string> = {
  pending: 'Awaiting the board',
  approved: 'Approved',
  refused: 'Refused',
  withdrawn: 'Withdrawn',
};

export const violationEventKinds = ['created', 'stage', 'comment', 'reply', 'proposal', 'decision'] as const;
export type ViolationEventKind = (typeof violationEventKinds)[number];

/** The largest fine, in cents ($100,000). */
export const maxFineAmount = 10_000_000;
/** A photo: at most this many bytes, this many per violation. */
export const violationPhotoRules = {
  maxBytes: 10 * 1024 * 1024,
  maxPerViolation: 12,
  contentTypes: ['image/png', 'image/jpeg'] as const,
};
export type ViolationPhotoType = (typeof violationPhotoRules.contentTypes)[number];

export const violationMessages = {
  notFound: 'This violation does not exist in this association.',
  propertyNotFound: 'Choose a property of this association.',
  closed: 'This violation is closed; it cannot change any more.',
  skipped: (from: string, to: string) =>
    `A violation at “${from}” cannot go to “${to}”: escalations go one stage at a time.`,
  needsBoard: (to: string) => `Going to “${to}” needs the board’s approval: propose the escalation instead.`,
  notBoardStage: 'Only a fine or a hearing is proposed to the board; other stages are set directly.',
  alreadyPending: 'An escalation of this violation is already awaiting the board.',
  escalationNotFound: 'This escalation does not exist for this violation.',
  alreadyDecided: (status: string) =>
    `This escalation has already been decided (${status.toLowerCase()}); it cannot be decided again.`,
  superseded: 'The violation has moved on since this escalation was proposed; it can no longer be approved.',
  fineAmountRequired: 'A fine needs its amount in cents.',
  fineAmountOnlyForFine: 'Only a fine has an amount.',
  refusalNoteRequired: 'Please write why the escalation is refused.',
  noSubLedger: 'The property has no account to post the fine to.',
  tooManyPhotos: `A violation holds at most ${violationPhotoRules.maxPerViolation} photos.`,
  photoTypeRefused: (name: string) => `“${name}” is not a PNG or JPEG photo.`,
  photoTooLarge: (name: string) =>
    `“${name}” is larger than ${violationPhotoRules.maxBytes / 1024 / 1024} MB.`,
  photoNotFound: 'This photo does not exist for this violation.',
  noticeNotFound: 'This notice does not exist for this violation.',
} as const;

const requiredText = (max: number, message = 'Required') =>
  text().trim().min(1, message).max(max, `At most ${max} characters`);

/** An amount in whole cents above zero. */
export const fineAmount = z
  .number({ error: 'Give the amount in cents, as a whole number' })
  .int('Give the amount in whole cents')
  .min(1, 'The amount must be more than zero')
  .max(maxFineAmount, 'The amount is too large');

export const violationFormSchema = z
  .object({
    category: requiredText(80, 'Category is required'),
    description: requiredText(4000, 'Description is required'),
    ruleReference: requiredText(300, 'The rule it breaks is required'),
    observedOn: calendarDate(),
  })
  .meta({ id: 'ViolationForm' });
export type ViolationForm = z.input<typeof violationFormSchema>;

export const newViolationSchema = violationFormSchema
  .extend({ propertyId: recordId })
  .meta({ id: 'NewViolation' });
export type NewViolation = z.input<typeof newViolationSchema>;

export const stageChangeSchema = z
  .object({
    stage: z.enum(violationStages),
    note: text().trim().max(2000, 'At most 2000 characters').default(''),
  })
  .meta({ id: 'ViolationStageChange' });

export const escalationProposalSchema = z
  .object({
    stage: z.enum(stagesNeedingBoard),
    fineAmount: fineAmount.optional(),
    hearingOn: calendarDate().optional(),
    note: text().trim().max(2000, 'At most 2000 characters').default(''),
  })
  .meta({ id: 'ViolationEscalationProposal' });
export type EscalationProposal = z.input<typeof escalationProposalSchema>;

export const escalationDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'refuse']),
    note: text().trim().max(2000, 'At most 2000 characters').default(''),
  })
  .meta({ id: 'ViolationEscalationDecision' });

export const violationCommentSchema = z
  .object({ body: requiredText(4000, 'Write something first') })
  .meta({ id: 'ViolationComment' });

export const violationListQuerySchema = z.object({
  view: z.enum(['open', 'awaitingBoard', 'all']).default('open'),
  stage: z.enum(violationStages).optional(),
  propertyId: recordIdParam.optional(),
});
export type ViolationListView = z.infer<typeof violationListQuerySchema>['view'];

export const escalationSchema = z
  .object({
    id: z.number().int(),
    stage: z.enum(stagesNeedingBoard),
    fromStage: z.enum(violationStages),
    fineAmount: z.number().int().nullable(),
    hearingOn: z.string().nullable(),
    note: z.string(),
    status: z.enum(escalationStatuses),
    proposedBy: z.string(),
    proposedAt: z.string(),
    decidedBy: z.string().nullable(),
    decidedAt: z.string().nullable(),
    decisionNote: z.string(),
    fineEntryId: z.number().int().nullable(),
  })
  .meta({ id: 'ViolationEscalation' });
export type ViolationEscalation = z.infer<typeof escalationSchema>;

export const violationRowSchema = z
  .object({
    id: z.number().int(),
    propertyId: z.number().int(),
    accountNumber: z.string(),
    address: z.string(),
    ownerName: z.string(),
    category: z.string(),
    description: z.string(),
    ruleReference: z.string(),
    observedOn: z.string(),
    stage: z.enum(violationStages),
    stageChangedAt: z.string(),
    pendingEscalation: z.enum(stagesNeedingBoard).nullable(),
    photoCount: z.number().int(),
  })
  .meta({ id: 'ViolationRow' });
export type ViolationRow = z.infer<typeof violationRowSchema>;

export const violationListSchema = z
  .object({ violations: z.array(violationRowSchema) })
  .meta({ id: 'ViolationList' });
export type ViolationList = z.infer<typeof violationListSchema>;

export const violationEventSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(violationEventKinds),
    fromStage: z.enum(violationStages).nullable(),
    toStage: z.enum(violationStages).nullable(),
    body: z.string(),
    author: z.string(),
    authorRole: z.enum(['staff', 'board', 'homeowner']),
    occurredAt: z.string(),
    /** A stage change to a notice stage has a letter (its id is the event's). */
    hasNotice: z.boolean(),
  })
  .meta({ id: 'ViolationEvent' });
export type ViolationEvent = z.infer<typeof violationEventSchema>;

export const violationPhotoSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    uploadedAt: z.string(),
  })
  .meta({ id: 'ViolationPhoto' });

export const violationDetailSchema = violationRowSchema
  .extend({
    associationId: z.number().int(),
    associationName: z.string(),
    /** When the violation reached each stage it has been at (the latest time for each). */
    stageDates: z.partialRecord(z.enum(violationStages), z.string()),
    nextStages: z.array(z.enum(violationStages)),
    events: z.array(violationEventSchema),
    escalations: z.array(escalationSchema),
    photos: z.array(violationPhotoSchema),
  })
  .meta({ id: 'ViolationDetail' });
export type ViolationDetail = z.infer<typeof violationDetailSchema>;

/** The CSV export's columns, in order. */
export const violationCsvColumns = [
  'Id',
  'Account',
  'Address',
  'Owner',
  'Category',
  'Rule',
  'Observed on',
  'Stage',
  'Stage since',
  'Awaiting the board',
  'Photos',
  'Description',
] as const;

export const violationPropertyQuerySchema = z.object({
  search: text().trim().max(100, 'At most 100 characters').default(''),
});
export const violationPropertyListSchema = z
  .object({
    properties: z.array(
      z.object({
        id: z.number().int(),
        accountNumber: z.string(),
        address: z.string(),
        ownerName: z.string(),
      }),
    ),
  })
  .meta({ id: 'ViolationPropertyList' });
export type ViolationPropertyList = z.infer<typeof violationPropertyListSchema>;
/** How many properties the staff's property search answers with. */
export const violationPropertySearchLimit = 20;
