import { STATUS_CODES } from 'node:http';
import type { ApiErrorCode } from '@hoa/contracts/error-body';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { refusedValueState } from '../db/sql-state';
import { AppError, isAppError } from './app-error';

/** errorCode of a value the database refused that a route's schema let through (a missing check). */
export const refusedValueCode = 'INVALID_VALUE';

const codeOfFrameworkError: Record<string, { code: ApiErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'MALFORMED_JSON',
    message: 'The request body is empty but its content type is JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'The request content type is not supported',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_REQUEST',
    message: 'The Content-Length header does not match the body',
  },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'The request URL is malformed' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'BAD_REQUEST', message: 'A path segment of the request URL is too long' },
};

const codeOfStatus: Partial<Record<number, ApiErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** "body.amount: Invalid input: expected number, received string; querystring.page: ..." */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  return issues
    .map((issue) => {
      const field = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
      const where = [context ?? 'request', field].filter(Boolean).join('.');
      return `${where}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/**
 * Maps anything thrown while handling a request to an AppError. Only AppErrors and recognised 4xx
 * framework errors keep their text; everything else becomes INTERNAL so no internals leak.
 */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const fastifyError = error as Partial<FastifyError> & { validation?: ValidationIssue[] };
  if (
    hasZodFastifySchemaValidationErrors(error) ||
    (fastifyError.validation && fastifyError.statusCode === 400)
  ) {
    return new AppError('VALIDATION_FAILED', 'The request is invalid', {
      detail: describeValidation(fastifyError.validationContext, fastifyError.validation ?? []),
      cause: error,
    });
  }
  const known = fastifyError.code ? codeOfFrameworkError[fastifyError.code] : undefined;
  if (known) return new AppError(known.code, known.message, { detail: fastifyError.message, cause: error });
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(codeOfStatus[status] ?? 'BAD_REQUEST', STATUS_CODES[status] ?? 'Bad Request', {
      detail: fastifyError.message,
      cause: error,
    });
  }
  // last line of defence: a value the database cannot take is still the caller's bad input
  if (refusedValueState(error)) {
    return new AppError('BAD_REQUEST', 'The request is invalid', {
      errorCode: refusedValueCode,
      detail: 'A value in the request is out of range or contains a character that is not allowed.',
      cause: error,
    });
  }
  return new AppError('INTERNAL', 'Internal Server Error', { cause: error });
}
