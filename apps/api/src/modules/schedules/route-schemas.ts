import { errorBodySchema } from '@hoa/contracts/error-body';

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
