import { z } from 'zod';

/** The spec's error body (SPEC §3): every API error has this shape. */
export const errorBodySchema = z
  .object({
    errorCode: z.string().describe('Stable machine-readable code, e.g. VALIDATION_FAILED or FE001'),
    errorId: z.string().describe('Unique id of this occurrence; it appears in the server log line'),
    detail: z.string().optional().describe('Human-readable explanation for this occurrence'),
    message: z.string().describe('Human-readable summary'),
    title: z.string().describe('Short title, e.g. "Bad Request"'),
  })
  .meta({ id: 'ErrorBody' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Codes the API emits. String-literal union, extended by later features. */
export const apiErrorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNAUTHORIZED',
  'PAYMENT_DECLINED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RANGE_NOT_SATISFIABLE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];
