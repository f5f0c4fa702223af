import { errorResponses } from '../../errors/error-responses';

/** The error statuses the schedule routes answer with (all in the spec's error body). */
export const errors = errorResponses(400, 401, 403, 404, 409, 422, 503);
