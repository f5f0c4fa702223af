import { accountListSchema, chargeListSchema, type SubLedgerAccount } from '@hoa/contracts/billing';
import { userReadHook } from '../../../lib/api/checked-reads';
import { paymentsClient } from '../../../lib/api/service-clients';
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
export const useUpcomingCharges = userReadHook(billingKeys.charges, getUpcomingCharges);
