import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { demoPassword } from '../src/seed/demo';

/**
 * The one way a test signs in and calls the app over HTTP (ADR 103): `as(app, who).get(url)`,
 * `.post(url, body)`, `.put`, `.patch`, `.delete`. Each returns the inject response: its `statusCode`,
 * `headers`, `body` and typed JSON through `json<T>()`.
 */

/** The services' base paths, as the web app calls them. */
export const usersApi = '/svc/users/api';
export const paymentsApi = '/svc/payments/api';
export const associationsApi = '/svc/associations/api';
export const actionItemsApi = '/svc/action-items/api';
export const expressPayApi = '/svc/express-pay/api';

/** Who a user is signed in as: `actorUserId` and `sessionId` make staff's mimic session (POST /Staff/Mimic). */
export interface Identity {
  userId: number;
  /** The management company's code the token is for. */
  customer: string;
  actorUserId?: number;
  sessionId?: string;
}

/**
 * Who calls: nobody (`null`), a bearer token, something holding a token, or a user identity, signed in
 * afresh for each call (so a test may move the clock past a token's 15 minutes).
 */
export type Caller = null | string | { token: string } | Identity;

export interface CallOptions {
  headers?: Record<string, string>;
  /** The caller's address (rate limits). */
  ip?: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An access token for a user, as signing in mints one. */
export async function signIn(app: App, identity: Identity): Promise<string> {
  const { userId, customer, actorUserId, sessionId } = identity;
  return (
    await app.accessTokens.issue({
      userId,
      customer,
      ...(actorUserId ? { actorUserId, sessionId: sessionId ?? `test-mimic-${actorUserId}` } : {}),
    })
  ).token;
}

async function tokenOf(app: App, who: Caller): Promise<string | null> {
  if (who === null || typeof who === 'string') return who;
  return 'token' in who ? who.token : signIn(app, who);
}

export function as(app: App, who: Caller) {
  const send = async (
    method: Method,
    url: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> => {
    const token = await tokenOf(app, who);
    return app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
  };
  return {
    /** Any method, for tables of routes. */
    request: send,
    get: (url: string, options?: CallOptions) => send('GET', url, undefined, options),
    post: (url: string, body?: unknown, options?: CallOptions) => send('POST', url, body, options),
    put: (url: string, body?: unknown, options?: CallOptions) => send('PUT', url, body, options),
    patch: (url: string, body?: unknown, options?: CallOptions) => send('PATCH', url, body, options),
    delete: (url: string, body?: unknown, options?: CallOptions) => send('DELETE', url, body, options),
  };
}

/** Signs in with a password through POST /Users/Authenticate (the demo homeowner by default). */
export async function login(
  app: App,
  userName = 'homeowner@example.com',
  password = demoPassword,
): Promise<string> {
  const response = await as(app, null).post(`${usersApi}/Users/Authenticate`, { userName, password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

/** The error body's essentials, for word-for-word checks. */
export function errorOf(response: { statusCode: number; json: <T>() => T }) {
  const body = response.json<{ errorCode: string; message: string; detail?: string }>();
  return {
    status: response.statusCode,
    errorCode: body.errorCode,
    message: body.message,
    detail: body.detail,
  };
}
