import { billingMessages, paymentErrorCodes } from '@hoa/contracts/billing';
import { and, inArray, isNotNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { ownedByUser } from '../../auth/policies/owner-links';
import type { Principal } from '../../auth/principal';
import { accessTokenAlgorithm, type SigningKey } from '../../auth/signing-keys';
import type { OutsideLinks } from '../../config/config-types';
import type { Db } from '../../db/database';
import { owners } from '../../db/schema/owners';
import { AppError } from '../../errors/app-error';

export interface PaymentProvider {
  id: string;
  name: string;
  description: string;
  /** Where the provider's single sign-on takes the handoff token. */
  loginUrl: string;
}

/**
 * External payment portals a homeowner can sign in to from ours: those whose sign-in address is
 * configured (CLICKPAY_LOGIN_URL); none configured, none offered (ADR 105).
 */
export function paymentProvidersOf(links: OutsideLinks): PaymentProvider[] {
  return links.clickPayLoginUrl
    ? [
        {
          id: 'clickpay',
          name: 'ClickPay portal',
          description:
            "Pay with ClickPay, your management company's payment portal: one-time and automatic payments by card or bank account.",
          loginUrl: links.clickPayLoginUrl,
        },
      ]
    : [];
}

/** How long the provider has to redeem a handoff. */
const handoffSeconds = 120;

/** The primary e-mail the provider will know the homeowner by (the first of their owner records that has one). */
async function primaryEmailOf(db: Db, principal: Principal): Promise<string | null> {
  const [row] = await db
    .select({ primaryEmail: owners.primaryEmail })
    .from(owners)
    .where(and(inArray(owners.id, ownedByUser(principal.userId)), isNotNull(owners.primaryEmail)))
    .orderBy(owners.id)
    .limit(1);
  return row?.primaryEmail ?? null;
}

/**
 * Where to send the browser to sign in to a provider: its login address with a short-lived handoff
 * signed by our key. SPEC §6: without a primary e-mail the provider cannot know the user (PA037).
 */
export async function providerLoginUrl(
  db: Db,
  principal: Principal,
  input: {
    providerId: string;
    providers: readonly PaymentProvider[];
    signingKey: SigningKey;
    issuer: string;
    now: Date;
  },
): Promise<{ redirectUrl: string }> {
  const provider = input.providers.find((one) => one.id === input.providerId);
  if (!provider) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such payment provider.' });
  const email = await primaryEmailOf(db, principal);
  if (!email) {
    throw new AppError('FORBIDDEN', billingMessages.primaryEmailRequired, {
      errorCode: paymentErrorCodes.primaryEmailRequired,
    });
  }
  const issuedAt = Math.floor(input.now.getTime() / 1000);
  const handoff = await new SignJWT({ email })
    .setProtectedHeader({ alg: accessTokenAlgorithm, kid: input.signingKey.kid })
    .setIssuer(input.issuer)
    .setAudience(provider.id)
    .setSubject(String(principal.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + handoffSeconds)
    .sign(input.signingKey.privateKey);
  const url = new URL(provider.loginUrl);
  url.searchParams.set('handoff', handoff);
  return { redirectUrl: url.toString() };
}
