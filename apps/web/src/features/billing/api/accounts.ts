import { accountListSchema, chargeListSchema, type SubLedgerAccount } from '@hoa/contracts/billing';
import { useQuery } from '@tanstack/react-query';
import { paymentsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { billingKeys } from '../billing-keys';

/** GET /Account?portalEnabled=true: the sub-ledgers (accounts) the homeowner can see in the portal. */
export async function getAccounts(signal?: AbortSignal): Promise<SubLedgerAccount[]> {
  const body = await paymentsClient.request('/Account', { query: { portalEnabled: true }, signal });
  return accountListSchema.parse(body).accounts;
}

/** GET /Charge: charges due within the next 25 days (SPEC §9) on the homeowner's accounts. */
export async function getUpcomingCharges(signal?: AbortSignal) {
  return chargeListSchema.parse(await paymentsClient.request('/Charge', { signal })).charges;
}

/** Upcoming charges on the homeowner's accounts. */
export function useUpcomingCharges() {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: billingKeys.charges(userId),
    queryFn: ({ signal }) => getUpcomingCharges(signal),
    enabled: userId !== null,
  });
}
