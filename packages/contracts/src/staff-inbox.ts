import { z } from 'zod';
import { conversationSchema, conversationSummarySchema } from './messages';
import { text } from './request-fields';

/**
 * The management company's inbox (users service, staff only): GET /Staff/Messages, GET /Staff/Messages/{id},
 * POST /Staff/Messages/{id} to answer as management. Bodies follow the homeowner side (`replySchema`).
 */
export const staffPageSizes = { default: 20, max: 100 } as const;

const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(staffPageSizes.max).default(staffPageSizes.default),
};
export const staffPageQueryFields = pageFields;

export const staffConversationQuerySchema = z
  .object({
    search: text().trim().max(200).default('').describe("The owner's name or the subject"),
    unanswered: z
      .enum(['true', 'false'])
      .default('false')
      .describe('true: only conversations whose last message is the homeowner’s'),
    ...pageFields,
  })
  // no schema id: @fastify/swagger cannot resolve a $ref for query parameters
  .describe('Staff inbox query');
export type StaffConversationQuery = z.infer<typeof staffConversationQuerySchema>;

export const staffConversationSummarySchema = conversationSummarySchema.extend({
  ownerName: text(),
  unanswered: z.boolean().describe('The last message is the homeowner’s: management owes an answer'),
});
export type StaffConversationSummary = z.infer<typeof staffConversationSummarySchema>;

export const staffConversationListSchema = z
  .object({
    items: z.array(staffConversationSummarySchema).describe('Newest activity first'),
    total: z.number().int().nonnegative(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'StaffConversationList' });
export type StaffConversationList = z.infer<typeof staffConversationListSchema>;

export const staffConversationSchema = conversationSchema
  .extend({ ownerName: text() })
  .meta({ id: 'StaffConversation' });
export type StaffConversation = z.infer<typeof staffConversationSchema>;
