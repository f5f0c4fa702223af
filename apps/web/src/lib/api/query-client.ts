import { queryDefaults, retryDelayMs } from '@hoa/contracts/business-constants';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './request-failure';

const maxQueryRetries = 3;

/** Retry only what may succeed later: network failures and 5xx, never 4xx or cancelled requests. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxQueryRetries) return false;
  if (!isApiError(error)) return true;
  const { failure } = error;
  if (failure.kind === 'cancelled') return false;
  return failure.kind === 'network' || failure.status >= 500;
}

/** SPEC §9: fresh for 5 minutes, kept 5 minutes, retried with 1 s doubling back-off up to 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: queryDefaults.staleTimeMs,
        gcTime: queryDefaults.gcTimeMs,
        retry: shouldRetryQuery,
        retryDelay: (attempt) => retryDelayMs(attempt),
        // Stale data is refreshed when the user comes back or reconnects; fresh data is not refetched.
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: {
        // Money calls are made idempotent by the server; the user decides whether to try again.
        retry: false,
      },
    },
  });
}

/** The part of the session store the cache watches. */
export interface UserSource {
  get(): { userId: number | null };
  subscribe(listener: () => void): () => void;
}

/**
 * Sign-out and any change of user (another sign-in, mimic mode) drop every cached read and mutation, so
 * nothing of one user is ever shown to the next on the same tab. Returns the unsubscribe function.
 */
export function clearCacheOnUserChange(queryClient: QueryClient, session: UserSource): () => void {
  let userId = session.get().userId;
  return session.subscribe(() => {
    const next = session.get().userId;
    if (next === userId) return;
    userId = next;
    queryClient.clear();
  });
}

/** Recent payments are always refetched (SPEC §9, freshness 0). */
export const recentPaymentsQueryDefaults = { staleTime: 0 } as const;
