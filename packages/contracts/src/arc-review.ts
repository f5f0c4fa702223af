import { z } from 'zod';
import { businessConstants } from './business-constants';
import { requestAttachmentSchema, requestStatuses, requestSummarySchema } from './community';
import { recordIdParam, text } from './request-fields';
import { staffPageQueryFields } from './staff-inbox';

/**
 * Board ARC review (issue 14, ADR 111): the board's view of a homeowner's ARC request, its votes, the
 * board's own discussion and the chair's decision (action-items service).
 */

/** How an association's board approves: majority of votes cast, majority of eligible members, unanimous. */
export const arcApprovalRules = ['majority_of_votes_cast', 'majority_of_eligible', 'unanimous'] as const;
export type ArcApprovalRule = (typeof arcApprovalRules)[number];
export const arcApprovalRuleLabels: Record<ArcApprovalRule, string> = {
  majority_of_votes_cast: 'Majority of votes cast',
  majority_of_eligible: 'Majority of eligible members',
  unanimous: 'Unanimous',
};
/** Days from submission the board has to decide, unless the association sets another period. */
export const defaultArcReviewDays = 45;

export const arcVoteChoices = ['approve', 'approve_with_conditions', 'deny'] as const;
export type ArcVoteChoice = (typeof arcVoteChoices)[number];
export const arcVoteChoiceLabels: Record<ArcVoteChoice, string> = {
  approve: 'Approve',
  approve_with_conditions: 'Approve with conditions',
  deny: 'Deny',
};
/** What a vote form may say: a choice, or taking one's vote back. */
export const arcVoteActions = [...arcVoteChoices, 'retract'] as const;
export type ArcVoteAction = (typeof arcVoteActions)[number];

export const arcDecisionOutcomes = [
  'approved',
  'approved_with_conditions',
  'more_information_needed',
  'denied',
] as const;
export type ArcDecisionOutcome = (typeof arcDecisionOutcomes)[number];
export const arcDecisionLabels: Record<ArcDecisionOutcome, string> = {
  approved: 'Approved',
  approved_with_conditions: 'Approved with conditions',
  more_information_needed: 'More information needed',
  denied: 'Denied',
};
/** A final decision closes voting; asking for more information does not. */
export const isFinalArcDecision = (outcome: ArcDecisionOutcome): boolean =>
  outcome !== 'more_information_needed';

/** Files one message of the board's discussion may carry. */
export const arcMessageMaxFiles = 5;

export const arcMessages = {
  votingClosed: 'Voting on this request is closed: the board chair has recorded a final decision.',
  requestClosed: 'Voting on this request is closed: the request is no longer open.',
  alreadyDecided: 'A final decision has already been recorded for this request.',
  recused: 'You are recused from this request: it is for a property you own.',
  nothingToRetract: 'You have not voted on this request, so there is no vote to retract.',
  conditionsRequired: 'Please write the conditions of the approval.',
  reasonRequired: 'Please write the reason for the denial.',
  informationRequired: 'Please say what information the homeowner should send.',
  messageRequired: 'Message is required',
  attachmentsLoadFailed: 'The attachments could not be loaded at this time.',
  notFound: 'This request does not exist or is not before a board you sit on.',
  tooManyFiles: `At most ${arcMessageMaxFiles} files can be sent with one message.`,
} as const;

const requiredText = (max: number, message: string) =>
  text().trim().min(1, message).max(max, `At most ${max} characters`);

/** The columns the board's ARC list can be ordered by (the server orders, so every page agrees). */
export const arcSortColumns = ['submitted', 'applicant', 'property', 'type', 'deadline', 'status'] as const;
export type ArcSortColumn = (typeof arcSortColumns)[number];

export const arcListQuerySchema = z
  .object({
    period: z
      .enum(['last36Months', 'all'])
      .default('last36Months')
      .describe(`Submitted in the last ${businessConstants.boardFilterMonths} months (the default), or all`),
    associationId: recordIdParam.optional().describe('One of your boards; default: every board you sit on'),
    status: z.enum(requestStatuses).optional(),
    search: text().trim().max(200).default('').describe('Applicant, address, account number, type or text'),
    awaitingMyVote: z
      .enum(['true', 'false'])
      .default('false')
      .describe('true: only open requests you may vote on and have not (the dashboard’s ARC voting)'),
    sort: z.enum(arcSortColumns).default('submitted').describe('The column the list is ordered by'),
    direction: z.enum(['asc', 'desc']).default('desc'),
    ...staffPageQueryFields,
  })
  // no schema id: @fastify/swagger cannot resolve a $ref for query parameters
  .describe('Board ARC request list query');
/** What a client sends: every field has a default on the server. */
export type ArcListQuery = Partial<z.infer<typeof arcListQuerySchema>>;

/** Only the period and paging: the associations client's list is for one association already. */
export const associationArcListQuerySchema = arcListQuerySchema.omit({ associationId: true });

/** GET /Board/ArcRequests/Export: every request the list's filter matches, not only a page. */
export const arcExportQuerySchema = arcListQuerySchema.omit({ page: true, pageSize: true });
export type ArcExportQuery = Partial<z.infer<typeof arcExportQuerySchema>>;

/** The CSV export's columns, in order. */
export const arcCsvColumns = [
  'Request ID',
  'Association',
  'Applicant',
  'Property',
  'Account',
  'Type',
  'Description',
  'Submitted',
  'Review deadline',
  'Days left',
  'Status',
  'My vote',
  'Approve',
  'Approve with conditions',
  'Deny',
  'Not voted',
  'Rule met',
  'Decision',
  'Decision text',
] as const;

export const arcTallySchema = z.object({
  rule: z.enum(arcApprovalRules),
  eligible: z.number().int().describe('Board members who may vote (the recused left out)'),
  approve: z.number().int(),
  approveWithConditions: z.number().int(),
  deny: z.number().int(),
  notVoted: z.number().int(),
  ruleMet: z.boolean().describe('Whether the approvals meet the association’s approval rule'),
});
export type ArcTally = z.infer<typeof arcTallySchema>;

export const arcDecisionSchema = z.object({
  outcome: z.enum(arcDecisionOutcomes),
  text: text().describe('The conditions, the information needed or the reason; may be empty for approved'),
  final: z.boolean(),
  decidedBy: text(),
  decidedAt: text(),
});
export type ArcDecision = z.infer<typeof arcDecisionSchema>;

export const arcRequestSummarySchema = requestSummarySchema
  .extend({
    accountNumber: text(),
    applicantName: text().describe('The login who submitted it, else the owner of record'),
    reviewDeadline: text().describe('Submission plus the review period (ISO instant)'),
    daysLeft: z.number().int().describe('Whole days to the deadline; negative when overdue'),
    overdue: z.boolean(),
    myVote: z.enum(arcVoteChoices).nullable(),
    recused: z.boolean().describe('The caller owns the property: they do not vote on it'),
    tally: arcTallySchema,
    decision: arcDecisionSchema.nullable().describe('The latest decision of the chair'),
  })
  .meta({ id: 'ArcRequestSummary' });
export type ArcRequestSummary = z.infer<typeof arcRequestSummarySchema>;

export const arcRequestListSchema = z
  .object({
    items: z.array(arcRequestSummarySchema).describe('Newest first'),
    total: z.number().int().nonnegative(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ArcRequestList' });
export type ArcRequestList = z.infer<typeof arcRequestListSchema>;

export const arcVoterSchema = z.object({
  userId: z.number().int(),
  name: text(),
  chair: z.boolean(),
  recused: z.boolean(),
  vote: z.enum(arcVoteChoices).nullable(),
  comment: text(),
  votedAt: text().nullable(),
});
export type ArcVoter = z.infer<typeof arcVoterSchema>;

export const arcAttachmentSchema = requestAttachmentSchema.extend({
  source: z.enum(['request', 'boardMessage']).describe("The homeowner's request, or the board's discussion"),
  boardMessageId: z.number().int().nullable(),
});
export type ArcAttachment = z.infer<typeof arcAttachmentSchema>;
export const arcAttachmentListSchema = z.object({ attachments: z.array(arcAttachmentSchema) });

export const arcRequestDetailSchema = arcRequestSummarySchema
  .extend({
    property: z.object({ id: z.number().int(), address: text(), accountNumber: text() }),
    applicant: z.object({ name: text(), email: text().nullable() }),
    attachments: z.array(arcAttachmentSchema),
    voters: z.array(arcVoterSchema),
    decisions: z.array(arcDecisionSchema).describe('Every decision of the chair, oldest first'),
    votingOpen: z.boolean(),
  })
  .meta({ id: 'ArcRequestDetail' });
export type ArcRequestDetail = z.infer<typeof arcRequestDetailSchema>;

export const arcBoardMessageSchema = z.object({
  id: z.number().int(),
  body: text(),
  authorUserId: z.number().int().nullable(),
  authorName: text(),
  sentAt: text(),
  attachments: z.array(arcAttachmentSchema),
});
export type ArcBoardMessage = z.infer<typeof arcBoardMessageSchema>;
export const arcBoardMessageListSchema = z.object({ messages: z.array(arcBoardMessageSchema) });

/** POST /Board/ArcRequests/{id}/Vote, form data. */
export const arcVoteFormSchema = z.object({
  vote: z.enum(arcVoteActions),
  comment: text().trim().max(2000, 'At most 2000 characters').default(''),
});

/** POST /Board/ArcRequests/Message, form data: the request, the text, optional files. */
export const arcMessageFields = z.object({
  requestId: recordIdParam,
  body: requiredText(4000, arcMessages.messageRequired),
});

/** POST /Board/ArcRequests/{id}/ChairDecision. */
export const arcChairDecisionSchema = z
  .object({
    outcome: z.enum(arcDecisionOutcomes),
    conditions: text().trim().max(4000, 'At most 4000 characters').default(''),
    reason: text().trim().max(4000, 'At most 4000 characters').default(''),
  })
  .superRefine((value, context) => {
    if (value.outcome === 'approved_with_conditions' && value.conditions === '') {
      context.addIssue({ code: 'custom', path: ['conditions'], message: arcMessages.conditionsRequired });
    }
    if (value.outcome === 'denied' && value.reason === '') {
      context.addIssue({ code: 'custom', path: ['reason'], message: arcMessages.reasonRequired });
    }
    if (value.outcome === 'more_information_needed' && value.reason === '') {
      context.addIssue({ code: 'custom', path: ['reason'], message: arcMessages.informationRequired });
    }
  })
  .meta({ id: 'ArcChairDecision' });
export type ArcChairDecision = z.input<typeof arcChairDecisionSchema>;
