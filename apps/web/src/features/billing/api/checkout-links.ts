import { type CheckoutLinkDto, checkoutLinkListSchema, checkoutLinkSchema } from '@hoa/contracts/express-pay';
import { byIdHook, callChecked } from '../../../lib/api/checked-reads';
import { paymentsClient } from '../../../lib/api/service-clients';
import { billingKeys } from '../billing-keys';

/** GET /Account/{subLedgerId}/CheckoutLinks: the account's payment links with their state, newest first. */
export async function getCheckoutLinks(
  subLedgerId: number,
  signal?: AbortSignal,
): Promise<CheckoutLinkDto[]> {
  const answer = await callChecked(
    paymentsClient,
    `/Account/${subLedgerId}/CheckoutLinks`,
    checkoutLinkListSchema,
    { signal },
  );
  return answer.links;
}

/** POST /Account/{subLedgerId}/CheckoutLinks {email}: e-mails a one-time payment link for the account. */
export async function sendCheckoutLink(input: {
  subLedgerId: number;
  email: string;
}): Promise<CheckoutLinkDto> {
  return callChecked(paymentsClient, `/Account/${input.subLedgerId}/CheckoutLinks`, checkoutLinkSchema, {
    method: 'POST',
    body: { email: input.email },
  });
}

/** DELETE /CheckoutLinks/{id}: withdraws a link; it stops working at once. */
export async function withdrawCheckoutLink(id: number): Promise<void> {
  await paymentsClient.request(`/CheckoutLinks/${id}`, {
    method: 'DELETE',
    responseAs: 'none',
    suppressErrorToast: true,
  });
}

/** One account's payment links (waits for a signed-in user and an account). */
export const useCheckoutLinks = byIdHook(billingKeys.checkoutLinks, getCheckoutLinks);
