import { type LedgerPage, ledgerPageSchema } from '@hoa/contracts/billing';
import type { StatementDurationId, StatementTypeId } from '@hoa/contracts/statements';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { paymentsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { billingKeys, type UserId } from '../billing-keys';

export interface LedgerPageQuery {
  subLedgerId: number;
  limit: number;
  /** nextCursor of the previous (newer) page; none for the first. */
  cursor?: string | undefined;
}

/** GET /Ledger: one keyset page of an account's ledger, newest first, with the running balance. */
export async function getLedgerPage(query: LedgerPageQuery, signal?: AbortSignal): Promise<LedgerPage> {
  return ledgerPageSchema.parse(await paymentsClient.request('/Ledger', { query: { ...query }, signal }));
}

export interface StatementRequest {
  subLedgerId: number;
  statementType: StatementTypeId;
  duration: StatementDurationId;
  format: 'pdf' | 'csv';
}

/** GET /Ledger/Export: the statement file (PDF, or CSV of the transaction history). */
export function downloadStatement(request: StatementRequest): Promise<Blob> {
  return paymentsClient.request<Blob>('/Ledger/Export', {
    query: { ...request },
    responseAs: 'blob',
    suppressErrorToast: true,
  });
}

export const ledgerPagesQueryOptions = (userId: UserId, subLedgerId: number | null, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: billingKeys.ledger(userId, subLedgerId ?? 0, pageSize),
    queryFn: ({ pageParam, signal }) =>
      getLedgerPage({ subLedgerId: subLedgerId as number, limit: pageSize, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: userId !== null && subLedgerId !== null,
  });

/** The whole ledger of one account, a page at a time ("Load more"). */
export const useLedgerPages = (subLedgerId: number | null, pageSize = 50) =>
  useInfiniteQuery(ledgerPagesQueryOptions(useSignedInUserId(), subLedgerId, pageSize));

/** The newest `limit` lines of one account's ledger. */
export const useRecentActivity = (subLedgerId: number | null, limit = 10) => {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: billingKeys.recentActivity(userId, subLedgerId ?? 0),
    queryFn: ({ signal }) => getLedgerPage({ subLedgerId: subLedgerId as number, limit }, signal),
    enabled: userId !== null && subLedgerId !== null,
  });
};
