import { randomUUID } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { Clock } from '../clock';
import { signJwt, unauthorized, verifyJwt } from './signed-jwt';
import type { SigningKeySet } from './signing-keys';

/** Claims of SPEC §3: the session token carries UserId and Customer; `act` names staff in mimic mode. */
export interface AccessClaims {
  userId: number;
  customer: string;
  /** RFC 8693 actor: the staff user acting as `userId` (mimic mode). */
  actorUserId?: number;
  /** The token's jti (read when verifying). */
  tokenId?: string;
  /**
   * The session every token of one sign-in shares (`sid`): the portal-token family it renews through, or
   * the mimic session. Sign-out (or ending the mimic session) ends every token of it. Issued when missing.
   */
  sessionId?: string;
  /** The user's token generation at issue (`gen`); a password change raises it. Read from the user when missing. */
  generation?: number;
  /** When the token expires (read when verifying). */
  expiresAt?: Date;
}

export interface IssuedAccessToken {
  token: string;
  expiresAt: Date;
}

export interface AccessTokens {
  issue(claims: AccessClaims, options?: { ttlSeconds?: number }): Promise<IssuedAccessToken>;
  /** The claims of a valid token; throws 401 for anything else (bad signature, algorithm, audience, expiry). */
  verify(token: string): Promise<AccessClaims>;
}

export interface AccessTokenOptions {
  keys: SigningKeySet;
  clock: Clock;
  issuer: string;
  audience: string;
  ttlSeconds: number;
  /** The user's current token generation (users.token_generation), put into every token issued. */
  generationOf: (userId: number) => Promise<number>;
}

function claimsOf(payload: JWTPayload): AccessClaims {
  const userId = Number(payload.UserId);
  const customer = payload.Customer;
  if (!Number.isSafeInteger(userId) || userId <= 0 || typeof customer !== 'string' || !customer) {
    throw unauthorized('The access token is missing its UserId or Customer claim.');
  }
  const act = payload.act as { sub?: unknown } | undefined;
  const actorUserId = act?.sub === undefined ? undefined : Number(act.sub);
  if (actorUserId !== undefined && !Number.isSafeInteger(actorUserId)) {
    throw unauthorized('The access token has a malformed actor claim.');
  }
  const claims: AccessClaims = { userId, customer };
  if (actorUserId !== undefined) claims.actorUserId = actorUserId;
  if (typeof payload.jti === 'string') claims.tokenId = payload.jti;
  if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
  if (typeof payload.gen === 'number' && Number.isSafeInteger(payload.gen)) claims.generation = payload.gen;
  if (typeof payload.exp === 'number') claims.expiresAt = new Date(payload.exp * 1000);
  return claims;
}

/** Verified tokens kept, so a busy client does not pay for a signature check (≈ 0.25 ms) on every call. */
const verifiedCacheSize = 10_000;

export function createAccessTokens(options: AccessTokenOptions): AccessTokens {
  const { keys, clock, issuer, audience, ttlSeconds, generationOf } = options;
  // token → verified claims; a signature stays valid, so only the expiry is checked again (on our clock)
  const verified = new Map<string, AccessClaims>();
  const kind = { keys, issuer, audience, typ: 'at+jwt', name: 'access token' };
  const verifySignedToken = async (token: string) => claimsOf(await verifyJwt(kind, token, clock.now()));

  return {
    async issue(claims, issueOptions = {}) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const exp = now + (issueOptions.ttlSeconds ?? ttlSeconds);
      const payload: JWTPayload = { UserId: String(claims.userId), Customer: claims.customer };
      if (claims.actorUserId !== undefined) payload.act = { sub: String(claims.actorUserId) };
      payload.sid = claims.sessionId ?? randomUUID();
      payload.gen = claims.generation ?? (await generationOf(claims.userId));
      const token = await signJwt(kind, payload, {
        subject: String(claims.userId),
        issuedAt: now,
        expiresAt: exp,
      });
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      const cached = verified.get(token);
      if (cached) {
        // requiredClaims makes exp present on every verified token
        if (clock.now() < (cached.expiresAt as Date)) return cached;
        verified.delete(token);
        throw unauthorized('The access token has expired.');
      }
      const claims = await verifySignedToken(token);
      if (verified.size >= verifiedCacheSize) verified.delete(verified.keys().next().value as string);
      verified.set(token, claims);
      return claims;
    },
  };
}
