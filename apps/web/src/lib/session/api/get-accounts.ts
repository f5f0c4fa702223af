import { paymentsClient } from '../../api/service-clients';
import { isRecord } from '../../persisted-store';
import type { SessionAccount } from '../../session-store/session-state';

/**
 * GET /Account?portalEnabled=true (payments client) → {accounts}. Typed, not parsed (keeps zod out of the
 * sign-in path); billing parses the same call with the contracts' schema. A failure gives no accounts,
 * silently: the billing pages read them again and say what went wrong.
 */
export async function getAccounts(): Promise<SessionAccount[]> {
  try {
    const body = await paymentsClient.request<unknown>('/Account', {
      query: { portalEnabled: true },
      suppressErrorToast: true,
    });
    return isRecord(body) && Array.isArray(body.accounts) ? (body.accounts as SessionAccount[]) : [];
  } catch {
    return [];
  }
}
