import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@hoa/contracts/error-body';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refusedValueState } from '../db/sql-state';
import type { AppError } from './app-error';
import { refusedValueCode } from './to-app-error';

/**
 * Writes the spec's error body and the log line carrying the same errorId, so a user quoting the
 * id leads straight to the request in the logs.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const errorId = randomUUID();
  const status = error.statusCode;
  const body: ErrorBody = {
    errorCode: error.errorCode,
    errorId,
    detail: error.detail,
    message: error.message,
    title: STATUS_CODES[status] ?? 'Error',
  };
  const logged = { errorId, errorCode: error.errorCode, statusCode: status };
  if (status >= 500) request.log.error({ ...logged, err: error.cause ?? error }, error.message);
  else if (status === 404 || status === 405)
    request.log.info({ ...logged, detail: error.detail }, error.message);
  // the database's own words say which schema lacks a check
  else if (error.errorCode === refusedValueCode)
    request.log.warn(
      { ...logged, detail: error.detail, sqlState: refusedValueState(error.cause), err: error.cause },
      error.message,
    );
  else request.log.warn({ ...logged, detail: error.detail }, error.message);
  // pre-serialised: a route's response schema must never get a say over the error body
  return reply
    .code(status)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}
