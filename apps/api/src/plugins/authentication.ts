import fp from 'fastify-plugin';
import { type AccessTokens, createAccessTokens } from '../auth/access-token';
import { createEpayTokens, type EpayClaims, type EpayTokens } from '../auth/epay-token';
import { isMimic } from '../auth/mimic';
import { loadPrincipal, type Principal, tokenGenerationOf } from '../auth/principal';
import { loadSigningKeys, type SigningKeySet } from '../auth/signing-keys';
import { AppError } from '../errors/app-error';

/**
 * Who may call a route at all. Every route of a service declares one (checked at start-up); what the
 * caller may do to the object it touches is decided inside the route by the authorization module.
 * - public: anyone, with or without a token (a bad token is ignored, never an error).
 * - user: a valid access token of an existing user.
 * - staff: a valid access token of management-company staff, not in mimic mode.
 * - epay: a valid epay token (express pay, ADR 118); sign-in tokens are refused, as epay tokens are elsewhere.
 */
export type RouteAccess = 'public' | 'user' | 'staff' | 'epay';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    epayTokens: EpayTokens;
    /** Loaded once at start; the handover plugin signs and verifies with the same keys. */
    signingKeys: SigningKeySet;
  }
  interface FastifyRequest {
    /** Set for routes with access 'user' or 'staff' (and for 'public' ones when a valid token came). */
    principal: Principal | null;
    /** Set for routes with access 'epay': whose account the checkout link is for. */
    payer: EpayClaims | null;
  }
}

export interface AuthenticationOptions {
  /** Path prefixes whose routes must declare `config.access`. */
  guardedPrefixes: string[];
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

const missingToken = () =>
  new AppError('UNAUTHORIZED', 'Unauthorized', { detail: 'This call needs a valid access token.' });

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerOf(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Verifies access tokens and sets `request.principal`; refuses routes that forget to declare access;
 * marks signed-in responses `Cache-Control: no-store` unless the route set its own.
 */
export const authenticationPlugin = fp<AuthenticationOptions>(
  async (app, options) => {
    const keys = await loadSigningKeys(app.db);
    app.decorate('signingKeys', keys);
    app.decorate(
      'accessTokens',
      createAccessTokens({
        keys,
        clock: app.clock,
        issuer: options.issuer,
        audience: options.audience,
        ttlSeconds: options.ttlSeconds,
        generationOf: (userId) => tokenGenerationOf(app.db, userId),
      }),
    );
    app.decorate(
      'epayTokens',
      createEpayTokens({ keys, clock: app.clock, issuer: options.issuer, audience: options.audience }),
    );
    app.decorateRequest('principal', null);
    app.decorateRequest('payer', null);

    const guarded = options.guardedPrefixes.map((prefix) => prefix.toLowerCase());
    app.addHook('onRoute', (route) => {
      const url = route.url.toLowerCase();
      if (!guarded.some((prefix) => url.startsWith(prefix))) return;
      if (!route.config?.access) {
        throw new Error(
          `Route ${route.method} ${route.url} does not declare config.access (public, user or staff).`,
        );
      }
    });

    // on request, before the body is read: a caller without a valid session sends no upload and learns
    // nothing about a route's input
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access) return;
      const token = bearerOf(request.headers.authorization);
      if (access === 'public') {
        if (!token) return;
        const claims = await app.accessTokens.verify(token).catch(() => null);
        request.principal = claims ? await loadPrincipal(app.db, claims) : null;
        return;
      }
      if (access === 'epay') {
        if (!token) throw missingToken();
        request.payer = await app.epayTokens.verify(token);
        return;
      }
      if (!token) throw missingToken();
      const claims = await app.accessTokens.verify(token);
      const principal = await loadPrincipal(app.db, claims);
      if (!principal) {
        throw new AppError('UNAUTHORIZED', 'Unauthorized', {
          detail:
            'This session is no longer valid: it was signed out, its password changed, or its account or mimic session ended.',
        });
      }
      if (access === 'staff' && (!principal.isStaff || isMimic(principal))) {
        throw new AppError('FORBIDDEN', 'Forbidden', {
          detail: 'This call is for management company staff.',
        });
      }
      request.principal = principal;
    });

    // private answers are never kept by the browser or a shared cache (back button, proxies): every
    // response of a signed-in call, errors included, unless its route chose a policy of its own
    app.addHook('onSend', async (request, reply, payload) => {
      const access = request.routeOptions.config.access;
      const signedIn =
        access === 'user' || access === 'staff' || access === 'epay' || request.principal !== null;
      if (signedIn && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'authentication', dependencies: ['context'] },
);

/** The payer of a route declared 'epay' (the onRequest hook guarantees it is set). */
export function payerOf(request: { payer: EpayClaims | null }): EpayClaims {
  if (!request.payer) throw missingToken();
  return request.payer;
}

/** The principal of a route declared 'user' or 'staff' (the onRequest hook guarantees it is set). */
export function principalOf(request: { principal: Principal | null }): Principal {
  if (!request.principal) throw missingToken();
  return request.principal;
}
