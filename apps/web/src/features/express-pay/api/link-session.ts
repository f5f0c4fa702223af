import {
  type AuthenticateBody,
  type EpaySession,
  type ExpressPayAccount,
  type ExpressPayPayment,
  epaySessionSchema,
  expressPayAccountSchema,
  expressPayPaymentListSchema,
} from '@hoa/contracts/express-pay';
import { z } from 'zod';
import { callChecked } from '../../../lib/api/checked-reads';
import { expressPayClient } from '../../../lib/api/service-clients';

/** POST /authenticate: the link for a 15-minute epay token (a dead link is refused with its reason). */
export function authenticateLink(link: AuthenticateBody): Promise<EpaySession> {
  return callChecked(expressPayClient, '/authenticate', epaySessionSchema, {
    method: 'POST',
    body: link,
    anonymous: true,
  });
}

/** GET /account: the link's account as its payer may see it (masked). */
export function getLinkAccount(signal?: AbortSignal): Promise<ExpressPayAccount> {
  return callChecked(expressPayClient, '/account', expressPayAccountSchema, { signal });
}

/** GET /payments: the payments made through this link, newest first. */
export async function getLinkPayments(signal?: AbortSignal): Promise<ExpressPayPayment[]> {
  return (await callChecked(expressPayClient, '/payments', expressPayPaymentListSchema, { signal })).payments;
}

/** POST /renew: a fresh link to the account's address on file; the same answer whether or not one was sent. */
export async function renewLink(link: AuthenticateBody): Promise<string> {
  const answer = await callChecked(expressPayClient, '/renew', z.object({ message: z.string() }), {
    method: 'POST',
    body: link,
    anonymous: true,
  });
  return answer.message;
}
