import type { ApiErrorCode } from '@hoa/contracts/error-body';

/** HTTP status of each code; a code always answers with the same status. */
export const statusOfCode: Record<ApiErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNAUTHORIZED: 401,
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export interface AppErrorOptions {
  /**
   * The body's errorCode when it is more specific than the category (e.g. AUTH_NO_ACCOUNT for a 401);
   * the web app translates known codes. Defaults to the category code.
   */
  errorCode?: string;
  /** Human-readable explanation of this occurrence (safe to show the user). */
  detail?: string;
  /** Extra response headers, e.g. Allow for 405 or Retry-After for 429. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** An error the API means to return: its code picks the status, its message is shown. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ApiErrorCode;
  readonly errorCode: string;
  readonly statusCode: number;
  readonly detail: string | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ApiErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.errorCode = options.errorCode ?? code;
    this.statusCode = statusOfCode[code];
    this.detail = options.detail;
    this.headers = options.headers ?? {};
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * An input mistake at one body field, as a 400 the form shows at that field: the detail reads
 * `body.<field>: <explanation>` (the explanation defaults to the message).
 */
export function fieldInvalid(
  field: string,
  message: string,
  options: { detail?: string; errorCode?: string } = {},
): AppError {
  return new AppError('VALIDATION_FAILED', message, {
    detail: `body.${field}: ${options.detail ?? message}`,
    ...(options.errorCode ? { errorCode: options.errorCode } : {}),
  });
}
