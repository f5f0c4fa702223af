import { z } from 'zod';
import { recordIdParam } from './request-fields';

/**
 * GET /BoardMember/BoardMemberTaskOverview?associationId= (payments service client, SPEC §7 Billing;
 * issue 18, ADR 131): for the signed-in board member of one association, how many things need them,
 * each with the page that lists them. A list, so more sources are items, not new fields.
 */
export const boardTaskKinds = [
  'arcVotes',
  'invoiceApprovals',
  'openTodos',
  'overdueTodos',
  'collectionDecisions',
  'workOrderEstimates',
  'violationEscalations',
] as const;
export type BoardTaskKind = (typeof boardTaskKinds)[number];

export const boardTaskItemSchema = z
  .object({
    kind: z.enum(boardTaskKinds),
    count: z.number().int().min(0),
    /** The page listing what is counted (an app path with its query). */
    href: z.string(),
    label: z.string(),
  })
  .meta({ id: 'BoardTaskItem' });
export type BoardTaskItem = z.infer<typeof boardTaskItemSchema>;

export const boardTaskOverviewSchema = z
  .object({
    associationId: z.number().int(),
    /** Every source, zeros included, in a fixed order. */
    items: z.array(boardTaskItemSchema),
  })
  .meta({ id: 'BoardTaskOverview' });
export type BoardTaskOverview = z.infer<typeof boardTaskOverviewSchema>;

export const boardTaskOverviewQuerySchema = z.object({ associationId: recordIdParam });
