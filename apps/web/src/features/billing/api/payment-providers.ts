import { paymentProviderActionSchema, paymentProviderListSchema } from '@hoa/contracts/scheduled-payments';
import { callChecked, userReadHook } from '../../../lib/api/checked-reads';
import { paymentsClient } from '../../../lib/api/service-clients';
import { billingKeys } from '../billing-keys';

/** GET Payment/Providers: outside payment provider accounts the homeowner can sign in to. */
export async function getPaymentProviders(signal?: AbortSignal) {
  return paymentProviderListSchema.parse(await paymentsClient.request('/Payment/Providers', { signal }))
    .providers;
}

/** POST Payment/Providers/{id}/Action: where to send the browser to sign in (PA037 without a primary e-mail). */
export async function signInToPaymentProvider(providerId: string): Promise<string> {
  const answer = await callChecked(
    paymentsClient,
    `/Payment/Providers/${encodeURIComponent(providerId)}/Action`,
    paymentProviderActionSchema,
    { method: 'POST', body: { action: 'login' } },
  );
  return answer.redirectUrl;
}

export const usePaymentProviders = userReadHook(billingKeys.providers, getPaymentProviders);
