import { z } from 'zod';
import { requestKinds, requestStatuses, requestSummarySchema } from './community';
import { recordIdParam, text } from './request-fields';
import { staffPageQueryFields } from './staff-inbox';

/**
 * The management company's request queue (action-items service, staff only): GET /Staff/HomeownerRequests.
 * A request is then read, answered and moved through the homeowner calls (GET /HomeownerRequests/{id},
 * POST …/Messages, PATCH …/Status), which let staff of the same company act as management.
 */
export const requestQueueQuerySchema = z
  .object({
    status: z.enum(requestStatuses).optional(),
    kind: z.enum(requestKinds).optional(),
    associationId: recordIdParam.optional(),
    ...staffPageQueryFields,
  })
  .describe('Staff request queue query');
export type RequestQueueQuery = z.infer<typeof requestQueueQuerySchema>;

export const requestQueueSchema = z
  .object({
    items: z.array(requestSummarySchema).describe('Newest first'),
    total: z.number().int().nonnegative(),
    page: z.number().int(),
    pageSize: z.number().int(),
    associations: z
      .array(z.object({ id: z.number().int(), name: text() }))
      .describe("The company's associations, by name (for the association filter)"),
  })
  .meta({ id: 'RequestQueue' });
export type RequestQueue = z.infer<typeof requestQueueSchema>;
