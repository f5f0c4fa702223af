import type { ErrorBody } from '@hoa/contracts/error-body';

/** Why a call to one of the five services did not return data. */
export type RequestFailure =
  | { kind: 'cancelled' }
  | { kind: 'network' }
  | { kind: 'http'; status: number; body: Partial<ErrorBody> | null };

/** What every service call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly failure: RequestFailure,
    readonly requestPath: string,
    message: string,
    /** From a 429's Retry-After header, when given in seconds. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }

  get errorCode(): string | null {
    return this.failure.kind === 'http' ? (this.failure.body?.errorCode ?? null) : null;
  }

  get status(): number | null {
    return this.failure.kind === 'http' ? this.failure.status : null;
  }

  get body(): Partial<ErrorBody> | null {
    return this.failure.kind === 'http' ? this.failure.body : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const bodyFields = ['errorCode', 'errorId', 'detail', 'message', 'title'] as const;

/** Keeps the string fields of the spec's error body; anything else (HTML, empty) counts as no body. */
export function readErrorBody(raw: unknown): Partial<ErrorBody> | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const body: Partial<ErrorBody> = {};
  for (const field of bodyFields) {
    const value = (raw as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') body[field] = value;
  }
  return Object.keys(body).length > 0 ? body : null;
}
