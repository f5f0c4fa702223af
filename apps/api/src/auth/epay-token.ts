import { epayTokenSeconds } from '@hoa/contracts/express-pay';
import type { JWTPayload } from 'jose';
import type { Clock } from '../clock';
import { signJwt, unauthorized, verifyJwt } from './signed-jwt';
import type { SigningKeySet } from './signing-keys';

/**
 * The epay token of SPEC §3 (issue 15, ADR 118): what a checkout link is exchanged for. It carries the
 * user id (the owner's portal user, 0 when the owner has none), the payment owner id, the checkout link id
 * and the sub-ledger id. Its own audience and type keep it apart from access tokens both ways: a sign-in
 * token never works on the express-pay client, and an epay token never works anywhere else.
 */
export interface EpayClaims {
  userId: number;
  ownerId: number;
  checkoutLinkId: number;
  subLedgerId: number;
}

export interface EpayTokens {
  issue(claims: EpayClaims): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a valid epay token; throws 401 for anything else. */
  verify(token: string): Promise<EpayClaims>;
}

function positive(value: unknown): number | null {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

function claimsOf(payload: JWTPayload): EpayClaims {
  const userId = Number(payload.UserId);
  const ownerId = positive(payload.PaymentOwnerId);
  const checkoutLinkId = positive(payload.CheckoutLinkId);
  const subLedgerId = positive(payload.SubLedgerId);
  if (!Number.isSafeInteger(userId) || userId < 0 || !ownerId || !checkoutLinkId || !subLedgerId) {
    throw unauthorized('The epay token is missing one of its claims.');
  }
  return { userId, ownerId, checkoutLinkId, subLedgerId };
}

export function createEpayTokens(options: {
  keys: SigningKeySet;
  clock: Clock;
  issuer: string;
  /** The sign-in tokens' audience; epay tokens use `${audience}/express-pay`. */
  audience: string;
}): EpayTokens {
  const { keys, clock, issuer } = options;
  const kind = {
    keys,
    issuer,
    audience: `${options.audience}/express-pay`,
    typ: 'epay+jwt',
    name: 'epay token',
  };
  return {
    async issue(claims) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const exp = now + epayTokenSeconds;
      const payload = {
        UserId: String(claims.userId),
        PaymentOwnerId: String(claims.ownerId),
        CheckoutLinkId: String(claims.checkoutLinkId),
        SubLedgerId: String(claims.subLedgerId),
      };
      const token = await signJwt(kind, payload, {
        subject: `checkout-link:${claims.checkoutLinkId}`,
        issuedAt: now,
        expiresAt: exp,
      });
      return { token, expiresAt: new Date(exp * 1000) };
    },
    verify: async (token) => claimsOf(await verifyJwt(kind, token, clock.now())),
  };
}
