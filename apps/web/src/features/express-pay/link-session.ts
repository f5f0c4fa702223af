import {
  type AuthenticateBody,
  checkoutLinkPattern,
  checkoutStrategies,
  type ExpressPayAccount,
  type ExpressPayPayment,
} from '@hoa/contracts/express-pay';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { queryKey } from '../../lib/query-keys';
import { sessionStore } from '../../lib/session-store/session-store';
import { authenticateLink, getLinkAccount, getLinkPayments } from './api/link-session';

/** The link of the page's address (`/epay/{strategy}/{link}`), or null when it cannot be one. */
export function linkOfParams(params: { strategy?: string; link?: string }): AuthenticateBody | null {
  const strategy = checkoutStrategies.find((one) => one === params.strategy);
  const link = params.link ?? '';
  return strategy && checkoutLinkPattern.test(link) ? { strategy, link } : null;
}

/** The address of the link's pay page, or of one of its screens. */
export function expressPayPath(
  link: AuthenticateBody,
  screen?: 'confirmation' | 'no-payment-needed',
): string {
  return `/epay/${link.strategy}/${link.link}${screen ? `/${screen}` : ''}`;
}

export function useLinkOfPage(): AuthenticateBody | null {
  return linkOfParams(useParams());
}

/** The epay token in use: for which link, and until when. The token itself is in the session store. */
let current: { link: string; expiresAt: number } | null = null;

/** Renew a little before the 15 minutes are over, so a call is never sent with a token about to lapse. */
const renewBeforeMs = 60_000;

/**
 * An epay token for this link (SPEC §3's express-payment session): exchanged on opening the page and again
 * whenever it is about to lapse, since the link is in the address. A dead link rejects with its reason.
 */
export async function ensureEpayToken(link: AuthenticateBody): Promise<void> {
  if (current?.link === link.link && current.expiresAt - Date.now() > renewBeforeMs) return;
  const session = await authenticateLink(link);
  current = { link: link.link, expiresAt: Date.parse(session.expiresAt) };
  sessionStore.set((state) => ({ ...state, epayToken: session.epayToken }));
}

export interface LinkAccount {
  account: ExpressPayAccount;
  payments: ExpressPayPayment[];
}

export const expressPayKeys = {
  link: (link: AuthenticateBody) => queryKey(null, 'express-pay', link.strategy, link.link),
};

/** Opens the link and reads what its payer may see; a link that cannot be one fails without a call. */
export function linkAccountOptions(link: AuthenticateBody) {
  return queryOptions({
    queryKey: expressPayKeys.link(link),
    queryFn: async ({ signal }): Promise<LinkAccount> => {
      await ensureEpayToken(link);
      const [account, payments] = await Promise.all([getLinkAccount(signal), getLinkPayments(signal)]);
      return { account, payments };
    },
    // opening a link is a POST that marks it opened: once per visit, not on every focus
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** The account of the page's link (shared by the layout's header and the page). */
export function useLinkAccount(link: AuthenticateBody | null) {
  return useQuery({
    ...linkAccountOptions(link ?? { strategy: 'statement', link: '' }),
    enabled: link !== null,
  });
}
