import { acknowledgementListSchema, acknowledgementSchema } from '@hoa/contracts/scheduled-payments';
import type { z } from 'zod';
import { callChecked, userReadHook } from '../../../lib/api/checked-reads';
import { paymentsClient } from '../../../lib/api/service-clients';
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
  return callChecked(
    paymentsClient,
    `/Acknowledgement/${encodeURIComponent(disclosureId)}/Confirm`,
    acknowledgementSchema,
    { method: 'PUT', body: { version } },
  );
}

export const useAcknowledgements = userReadHook(billingKeys.acknowledgements, getAcknowledgements);
