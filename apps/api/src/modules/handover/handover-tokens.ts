import { randomUUID } from 'node:crypto';
import { handoverAudience } from '@hoa/contracts/access';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
  SignJWT,
} from 'jose';
import { accessTokenAlgorithm, type SigningKeySet } from '../../auth/signing-keys';
import type { Clock } from '../../clock';
import type { HandoverConfig } from '../../config/config-types';

/** A handover JWT lives at most this long (exp − iat), and is accepted at most this long after iat. */
export const handoverMaxLifetimeSeconds = 5 * 60;

export interface HandoverClaims {
  issuer: string;
  jti: string;
  expiresAt: Date;
  customer: string;
  /** Portal user id (own handovers, and external ones that know it). */
  userId: number | null;
  /** The login e-mail, for external systems that identify users by e-mail. */
  email: string | null;
  /** Mimic mode: the staff actor and when mimic mode ends. */
  mimic: { actorUserId: number; expiresAt: Date; sessionId: string } | null;
}

export interface HandoverTokens {
  /** The portal's own handover for mimic mode, signed with its access-token key. */
  signMimic(input: {
    userId: number;
    customer: string;
    actorUserId: number;
    mimicExpiresAt: Date;
    sessionId: string;
  }): Promise<string>;
  /** Verified claims; throws (jose errors or Error) for anything not acceptable. */
  verify(token: string): Promise<HandoverClaims>;
}

const externalAlgorithms = ['RS256', 'ES256'];

function algorithmOf(jwk: Record<string, unknown>): string | null {
  if (typeof jwk.alg === 'string') return externalAlgorithms.includes(jwk.alg) ? jwk.alg : null;
  if (jwk.kty === 'RSA') return 'RS256';
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return 'ES256';
  return null;
}

function externalKeys(config: HandoverConfig): { getKey: JWTVerifyGetKey; algorithms: string[] }[] {
  const sources: { getKey: JWTVerifyGetKey; algorithms: string[] }[] = [];
  if (config.jwks) {
    // each key verifies only with its own algorithm: a key without a usable alg is dropped
    const keys = config.jwks.keys.flatMap((key) => {
      const alg = algorithmOf(key);
      return alg ? [{ ...key, alg } as JWK] : [];
    });
    sources.push({
      getKey: createLocalJWKSet({ keys }),
      algorithms: [...new Set(keys.map((k) => k.alg as string))],
    });
  }
  if (config.jwksUrl) {
    sources.push({ getKey: createRemoteJWKSet(new URL(config.jwksUrl)), algorithms: externalAlgorithms });
  }
  return sources;
}

function positiveInt(value: unknown): number | null {
  const n = Number(value);
  return value !== undefined && Number.isSafeInteger(n) && n > 0 ? n : null;
}

function claimsOf(payload: JWTPayload, issuer: string): HandoverClaims {
  const customer = payload.Customer;
  if (typeof customer !== 'string' || !customer) throw new Error('missing Customer claim');
  if (!payload.jti || !payload.exp || !payload.iat) throw new Error('missing jti, exp or iat');
  if (payload.exp - payload.iat > handoverMaxLifetimeSeconds) throw new Error('lifetime over 5 minutes');
  const act = payload.act as { sub?: unknown } | undefined;
  const actorUserId = positiveInt(act?.sub);
  const mimicExp = positiveInt(payload.mimic_exp);
  // an actor makes it mimic mode: then its end and session id are required, never silently dropped
  if (act !== undefined && (!actorUserId || !mimicExp || typeof payload.sid !== 'string')) {
    throw new Error('incomplete mimic claims');
  }
  return {
    issuer,
    jti: payload.jti,
    expiresAt: new Date(payload.exp * 1000),
    customer,
    userId: positiveInt(payload.UserId),
    email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
    mimic:
      actorUserId && mimicExp && typeof payload.sid === 'string'
        ? { actorUserId, expiresAt: new Date(mimicExp * 1000), sessionId: payload.sid }
        : null,
  };
}

export function createHandoverTokens(options: {
  keys: SigningKeySet;
  clock: Clock;
  /** The portal's own issuer (PUBLIC_URL). */
  ownIssuer: string;
  config: HandoverConfig;
}): HandoverTokens {
  const { keys, clock, ownIssuer, config } = options;
  const external = externalKeys(config);
  const baseOptions = () => ({
    audience: handoverAudience,
    currentDate: clock.now(),
    maxTokenAge: handoverMaxLifetimeSeconds,
    requiredClaims: ['exp', 'iat', 'jti'],
  });

  return {
    async signMimic({ userId, customer, actorUserId, mimicExpiresAt, sessionId }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const mimicExp = Math.floor(mimicExpiresAt.getTime() / 1000);
      return new SignJWT({
        UserId: String(userId),
        Customer: customer,
        act: { sub: String(actorUserId) },
        mimic_exp: mimicExp,
        sid: sessionId,
      })
        .setProtectedHeader({ alg: accessTokenAlgorithm, kid: keys.current.kid, typ: 'JWT' })
        .setIssuer(ownIssuer)
        .setAudience(handoverAudience)
        .setSubject(String(userId))
        .setIssuedAt(now)
        .setExpirationTime(Math.min(now + handoverMaxLifetimeSeconds, mimicExp))
        .setJti(randomUUID())
        .sign(keys.current.privateKey);
    },

    async verify(token) {
      decodeProtectedHeader(token); // a malformed token fails here, before any key lookup
      const [, body = ''] = token.split('.');
      const unverified = JSON.parse(Buffer.from(body, 'base64url').toString()) as { iss?: unknown };
      if (unverified.iss === ownIssuer) {
        const { payload } = await jwtVerify(
          token,
          async (header) => {
            const key = header.kid ? await keys.publicKey(header.kid) : undefined;
            if (!key) throw new Error('unknown key');
            return key;
          },
          { ...baseOptions(), issuer: ownIssuer, algorithms: [accessTokenAlgorithm] },
        );
        return claimsOf(payload, ownIssuer);
      }
      if (!config.issuer || unverified.iss !== config.issuer || external.length === 0) {
        throw new Error('untrusted issuer');
      }
      let lastError: unknown = new Error('no key');
      for (const source of external) {
        try {
          const { payload } = await jwtVerify(token, source.getKey, {
            ...baseOptions(),
            issuer: config.issuer,
            algorithms: source.algorithms,
          });
          // an external system cannot start mimic mode
          return { ...claimsOf(payload, config.issuer), mimic: null };
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}
