import { type AssociationPaymentOptions, associationPaymentOptionsSchema } from '@hoa/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { billingKeys, type UserId } from '../billing-keys';

/** GET /Association/{id}/PaymentOption: which methods the association accepts, their fees, Auto-Draft type. */
export async function getPaymentOptions(
  associationId: number,
  signal?: AbortSignal,
): Promise<AssociationPaymentOptions> {
  const body = await paymentsClient.request(`/Association/${associationId}/PaymentOption`, { signal });
  return associationPaymentOptionsSchema.parse(body);
}

export const paymentOptionsQueryOptions = (userId: UserId, associationId: number | null) =>
  queryOptions({
    queryKey: billingKeys.paymentOptions(userId, associationId ?? 0),
    queryFn: ({ signal }) => getPaymentOptions(associationId as number, signal),
    enabled: userId !== null && associationId !== null,
  });

export const usePaymentOptions = (associationId: number | null) =>
  useQuery(paymentOptionsQueryOptions(useSignedInUserId(), associationId));
