import { errorBodySchema } from '@hoa/contracts/error-body';
import { z } from 'zod';

/** The error statuses the schedule routes answer with (all in the spec's error body). */
export const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
};

export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Stripe semantics: retries with the same key replay the first response'),
});
