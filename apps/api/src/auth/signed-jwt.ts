import { randomUUID } from 'node:crypto';
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors/app-error';
import { accessTokenAlgorithm, type SigningKeySet } from './signing-keys';

/**
 * The one way our tokens are signed and checked (access tokens and epay tokens): ES256 with the current
 * signing key, its `kid`, `typ`, issuer, audience, iat, exp and a jti. Tokens differ by `typ` and audience,
 * so one kind never passes for another.
 */
export interface JwtKind {
  keys: SigningKeySet;
  issuer: string;
  audience: string;
  typ: string;
  /** How the token is named in a refusal: "access token", "epay token". */
  name: string;
}

export const unauthorized = (detail: string) => new AppError('UNAUTHORIZED', 'Unauthorized', { detail });

export function signJwt(
  kind: JwtKind,
  payload: JWTPayload,
  input: { subject: string; issuedAt: number; expiresAt: number },
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: accessTokenAlgorithm, kid: kind.keys.current.kid, typ: kind.typ })
    .setSubject(input.subject)
    .setIssuer(kind.issuer)
    .setAudience(kind.audience)
    .setIssuedAt(input.issuedAt)
    .setExpirationTime(input.expiresAt)
    .setJti(randomUUID())
    .sign(kind.keys.current.privateKey);
}

/** The payload of a token of this kind, valid at `now`; a 401 naming what is wrong for anything else. */
export async function verifyJwt(kind: JwtKind, token: string, now: Date): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? await kind.keys.publicKey(header.kid) : undefined;
        if (!key) throw unauthorized(`The ${kind.name} was signed by an unknown key.`);
        return key;
      },
      {
        algorithms: [accessTokenAlgorithm],
        issuer: kind.issuer,
        audience: kind.audience,
        typ: kind.typ,
        currentDate: now,
        requiredClaims: ['exp', 'iat', 'sub'],
      },
    );
    return payload;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw unauthorized(`The ${kind.name} has expired.`);
    throw unauthorized(`The ${kind.name} is not valid.`);
  }
}
