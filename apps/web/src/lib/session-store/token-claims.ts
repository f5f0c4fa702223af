/** The claims the web app reads from the access token; it never verifies the signature (the server does). */
export interface TokenClaims {
  userId: number | null;
  customer: string | null;
  /** Expiry in epoch milliseconds. */
  expiresAtMs: number | null;
  /** The staff user acting as `userId` (mimic mode, the RFC 8693 `act` claim), else null. */
  actorUserId: number | null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function readTokenClaims(token: string | null): TokenClaims {
  const empty: TokenClaims = { userId: null, customer: null, expiresAtMs: null, actorUserId: null };
  const payload = token?.split('.')[1];
  if (!payload) return empty;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    const rawUserId = claims.UserId ?? claims.userId;
    const userId = Number(rawUserId);
    const act = claims.act as { sub?: unknown } | undefined;
    const actorUserId = Number(act?.sub);
    return {
      userId: rawUserId !== undefined && Number.isInteger(userId) ? userId : null,
      customer: typeof claims.Customer === 'string' ? claims.Customer : null,
      expiresAtMs: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
      actorUserId: act?.sub !== undefined && Number.isInteger(actorUserId) ? actorUserId : null,
    };
  } catch {
    return empty;
  }
}
