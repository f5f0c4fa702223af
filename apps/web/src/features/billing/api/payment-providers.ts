import { paymentProviderActionSchema, paymentProviderListSchema } from '@hoa/contracts/scheduled-payments';
import { useQuery } from '@tanstack/react-query';
import { paymentsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { billingKeys } from '../billing-keys';

/** GET Payment/Providers: outside payment provider accounts the homeowner can sign in to. */
export async function getPaymentProviders(signal?: AbortSignal) {
  return paymentProviderListSchema.parse(await paymentsClient.request('/Payment/Providers', { signal }))
    .providers;
}

/** POST Payment/Providers/{id}/Action: where to send the browser to sign in (PA037 without a primary e-mail). */
export async function signInToPaymentProvider(providerId: string): Promise<string> {
  const body = await paymentsClient.request(`/Payment/Providers/${encodeURIComponent(providerId)}/Action`, {
    method: 'POST',
    body: { action: 'login' },
    suppressErrorToast: true,
  });
  return paymentProviderActionSchema.parse(body).redirectUrl;
}

export function usePaymentProviders() {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: billingKeys.providers(userId),
    queryFn: ({ signal }) => getPaymentProviders(signal),
    enabled: userId !== null,
  });
}
