import { isApiError } from '../../../api/request-failure';
import { paymentsClient } from '../../../api/service-clients';
import type { SessionAccount } from '../session-state';

/**
 * GET /Account?portalEnabled=true (payments client). Billing builds this call later; until then a 404
 * (or any failure) gives no accounts, silently.
 */
export async function getAccounts(): Promise<SessionAccount[]> {
  try {
    const body = await paymentsClient.request<unknown>('/Account', {
      query: { portalEnabled: true },
      suppressErrorToast: true,
    });
    return Array.isArray(body) ? (body as SessionAccount[]) : [];
  } catch (error) {
    if (isApiError(error)) return [];
    throw error;
  }
}
