import { errorBodySchema } from '@hoa/contracts/error-body';

/** The response schemas of the error statuses a route answers with, each the spec's error body. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number], typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S[number],
    typeof errorBodySchema
  >;
}
