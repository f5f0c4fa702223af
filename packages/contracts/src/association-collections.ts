import { z } from 'zod';
import {
  agingBuckets,
  boardStageDecisions,
  collectionStageLabels,
  collectionStages,
} from './association-books';
import { calendarDate, text } from './request-fields';
import { staffPageQueryFields } from './staff-inbox';

/**
 * Collections (issue 17): the delinquent owner accounts of one association aged as of a day, their
 * collection stage, the board's decision on a stage that needs it, and the lines behind each figure.
 */

export const collectionMessages = {
  alreadyDecided: 'The board has already decided on this stage.',
  noApprovalNeeded: 'This stage does not need the board’s approval.',
  superseded: 'Staff have set a newer stage for this account since; decide on that one.',
  holdNoteRequired: 'Please write why the stage is held.',
  notFound: 'This collection stage does not exist in this association.',
  accountNotFound: 'This account does not exist in this association.',
} as const;

/** The columns the collections list can be ordered by. */
export const collectionSortColumns = ['balance', 'oldest', 'owner', 'account'] as const;
export type CollectionSortColumn = (typeof collectionSortColumns)[number];

const filterFields = {
  asOf: calendarDate()
    .optional()
    .describe("The day the accounts are aged as of; default: today in the association's time zone"),
  search: text().trim().max(200).default('').describe('Owner name, account number or property address'),
  sort: z.enum(collectionSortColumns).default('balance').describe('The column the list is ordered by'),
  direction: z.enum(['asc', 'desc']).default('desc'),
};

export const collectionListQuerySchema = z
  .object({ ...filterFields, ...staffPageQueryFields })
  .describe('Collections list query');
export type CollectionListQuery = Partial<z.infer<typeof collectionListQuerySchema>>;
export const collectionExportQuerySchema = z.object(filterFields).describe('Collections export query');
export type CollectionExportQuery = Partial<z.infer<typeof collectionExportQuerySchema>>;

const cents = z.number().int().describe('Integer cents');
export const agingBucketsSchema = z.object(
  Object.fromEntries(agingBuckets.map((bucket) => [bucket, cents])) as Record<
    (typeof agingBuckets)[number],
    typeof cents
  >,
);

export const collectionStageSchema = z
  .object({
    id: z.number().int(),
    stage: z.enum(collectionStages),
    note: z.string(),
    setAt: z.string().describe('ISO instant'),
    setByName: z.string(),
    needsBoardApproval: z.boolean(),
    boardDecision: z.enum(boardStageDecisions).nullable(),
    boardNote: z.string().nullable(),
    boardDecidedByName: z.string().nullable(),
    boardDecidedAt: z.string().nullable(),
  })
  // no schema id: a nullable reference is not valid OpenAPI 3.0
  .describe('A collection stage change');
export type CollectionStageView = z.infer<typeof collectionStageSchema>;

export const collectionAccountSchema = z
  .object({
    subLedgerId: z.number().int(),
    ledgerName: z.string(),
    ownerName: z.string(),
    address: z.string(),
    accountNumber: z.string(),
    balance: cents,
    buckets: agingBucketsSchema,
    oldestUnpaidDueDate: z.string().nullable(),
    stage: collectionStageSchema.nullable(),
  })
  .meta({ id: 'CollectionAccount' });
export type CollectionAccount = z.infer<typeof collectionAccountSchema>;

export const collectionListSchema = z
  .object({
    asOf: z.string().describe('The day the accounts are aged as of'),
    totals: agingBucketsSchema.extend({ balance: cents }),
    items: z.array(collectionAccountSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'CollectionList' });
export type CollectionList = z.infer<typeof collectionListSchema>;

export const ledgerLinesQuerySchema = z.object({ asOf: filterFields.asOf }).describe('Account lines query');

export const ledgerLineSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  kind: z.string(),
  memo: z.string(),
  amount: cents.describe('Positive: a charge; negative: a payment or credit'),
  runningBalance: cents,
  reversed: z.boolean().describe('Reversed (a returned or refunded payment) on or before the day'),
});
export const ledgerLinesSchema = z
  .object({
    subLedgerId: z.number().int(),
    ownerName: z.string(),
    accountNumber: z.string(),
    asOf: z.string(),
    lines: z.array(ledgerLineSchema),
    balance: cents,
  })
  .meta({ id: 'CollectionAccountLines' });
export type LedgerLines = z.infer<typeof ledgerLinesSchema>;

const note = text().trim().max(2000, 'At most 2000 characters');
export const setStageBodySchema = z
  .object({ stage: z.enum(collectionStages), note: note.default('') })
  .meta({ id: 'SetCollectionStage' });
export type SetStageBody = z.input<typeof setStageBodySchema>;

export const stageDecisionBodySchema = z
  .object({ decision: z.enum(boardStageDecisions), note: note.default('') })
  .meta({ id: 'CollectionStageDecision' });
export type StageDecisionBody = z.input<typeof stageDecisionBodySchema>;

export const boardStageDecisionLabels = { approved: 'Approved', held: 'Held' } as const;

/** The CSV's columns, in order. */
export const collectionCsvColumns = [
  'Owner',
  'Property',
  'Account',
  'Ledger',
  'Balance',
  'Current',
  '1-30',
  '31-60',
  '61-90',
  '90+',
  'Oldest unpaid due date',
  'Stage',
  'Board decision',
] as const;

export const stageLabelOf = (stage: CollectionStageView | null): string =>
  stage ? collectionStageLabels[stage.stage] : '';
