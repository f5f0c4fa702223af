import { acknowledgementListSchema, acknowledgementSchema } from '@hoa/contracts/scheduled-payments';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { paymentsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { billingKeys } from '../billing-keys';

export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

/** GET /Acknowledgement: the disclosures (and versions) the homeowner has accepted. */
export async function getAcknowledgements(signal?: AbortSignal): Promise<Acknowledgement[]> {
  const body = await paymentsClient.request('/Acknowledgement', { signal });
  return acknowledgementListSchema.parse(body).acknowledgements;
}

/** PUT /Acknowledgement/{id}/Confirm {version}: accepts this version of a disclosure. */
export async function confirmAcknowledgement(
  disclosureId: string,
  version: string,
): Promise<Acknowledgement> {
  const body = await paymentsClient.request(`/Acknowledgement/${encodeURIComponent(disclosureId)}/Confirm`, {
    method: 'PUT',
    body: { version },
    suppressErrorToast: true,
  });
  return acknowledgementSchema.parse(body);
}

export function useAcknowledgements() {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: billingKeys.acknowledgements(userId),
    queryFn: ({ signal }) => getAcknowledgements(signal),
    enabled: userId !== null,
  });
}
