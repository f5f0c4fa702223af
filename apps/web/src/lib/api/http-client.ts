import { apiPrefix } from '@hoa/contracts/services';
import { fileNameOf } from './content-disposition';
import { type FailureResponse, planFailureResponse } from './error-toast';
import { type QueryParams, serializeQuery } from './query-string';
import { ApiError, type RequestFailure, readErrorBody } from './request-failure';
import { isAuthenticationCall } from './unauthorized';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ResponseKind = 'json' | 'blob' | 'text' | 'none';

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON, as multipart when it is FormData, or as itself (with its type) when it is a Blob. */
  body?: unknown;
  signal?: AbortSignal;
  /** How to read a successful response; 'json' by default (empty bodies give undefined). */
  responseAs?: ResponseKind;
  headers?: Readonly<Record<string, string>>;
  /** The caller shows its own message; no error toast for this request. */
  suppressErrorToast?: boolean;
  /** Send no bearer token (e.g. renewing with the portal token). */
  anonymous?: boolean;
  /** Do not try a session renewal on 401 (the renewal call itself, or the retry after one). */
  skipRenewal?: boolean;
}

/** Everything a client needs from the rest of the app, injected so the client is testable. */
export interface HttpClientDeps {
  fetch: typeof fetch;
  getToken: () => string | null;
  currentPathname: () => string;
  onFailure: (response: FailureResponse) => void;
  /** Renews the access token once on a 401; resolves whether a retry is worth it. */
  renewSession?: () => Promise<boolean>;
}

export interface HttpClient {
  readonly baseUrl: string;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
}

function joinUrl(base: string, path: string): string {
  const trimmedBase = base.replace(/\/+$/, '');
  return `${trimmedBase}${apiPrefix}${path.startsWith('/') ? path : `/${path}`}`;
}

function describe(failure: RequestFailure): string {
  switch (failure.kind) {
    case 'cancelled':
      return 'Request cancelled';
    case 'network':
      return 'Network Error';
    case 'http':
      return `Request failed with status code ${failure.status}`;
  }
}

async function readBody(response: Response, kind: ResponseKind): Promise<unknown> {
  if (kind === 'none' || response.status === 204) return undefined;
  if (kind === 'blob') {
    const blob = await response.blob();
    // a named download (Content-Disposition) keeps its name: a File is a Blob with one
    const name = fileNameOf(response.headers.get('Content-Disposition'));
    return name ? new File([blob], name, { type: blob.type }) : blob;
  }
  const text = await response.text();
  if (kind === 'text') return text;
  return text ? JSON.parse(text) : undefined;
}

async function readFailureBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return null;
  }
}

export function createHttpClient(baseUrl: string, deps: HttpClientDeps): HttpClient {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', query, body, signal, responseAs = 'json', headers, suppressErrorToast } = options;
    const { anonymous, skipRenewal } = options;
    let retryAfterSeconds: number | null = null;
    const fail = (failure: RequestFailure): never => {
      deps.onFailure(
        planFailureResponse(failure, {
          requestPath: path,
          currentPathname: deps.currentPathname(),
          suppressErrorToast,
        }),
      );
      throw new ApiError(failure, path, describe(failure), retryAfterSeconds);
    };

    const requestHeaders = new Headers(headers);
    requestHeaders.set('Accept', responseAs === 'blob' ? '*/*' : 'application/json');
    const token = anonymous ? null : deps.getToken();
    if (token) requestHeaders.set('Authorization', `Bearer ${token}`);
    let requestBody: BodyInit | undefined;
    if (body instanceof FormData) requestBody = body;
    else if (body instanceof Blob) {
      requestHeaders.set('Content-Type', body.type || 'application/octet-stream');
      requestBody = body;
    } else if (body !== undefined) {
      requestHeaders.set('Content-Type', 'application/json');
      requestBody = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await deps.fetch(joinUrl(baseUrl, path) + serializeQuery(query), {
        method,
        headers: requestHeaders,
        body: requestBody,
        signal,
      });
    } catch {
      return fail(signal?.aborted ? { kind: 'cancelled' } : { kind: 'network' });
    }
    if (response.status === 401 && !skipRenewal && deps.renewSession && !isAuthenticationCall(path)) {
      if (await deps.renewSession()) return request<T>(path, { ...options, skipRenewal: true });
    }
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
      retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter >= 0 ? Math.ceil(retryAfter) : null;
      const raw = await readFailureBody(response);
      if (signal?.aborted) return fail({ kind: 'cancelled' });
      return fail({ kind: 'http', status: response.status, body: readErrorBody(raw) });
    }
    try {
      return (await readBody(response, responseAs)) as T;
    } catch (error) {
      if (signal?.aborted) return fail({ kind: 'cancelled' });
      throw error;
    }
  }

  return { baseUrl, request };
}
