import { describe, expect, it } from 'vitest';
import { createPersistedStore } from '../persisted-store';
import {
  clearCacheOnUserChange,
  createQueryClient,
  recentPaymentsQueryDefaults,
  shouldRetryQuery,
} from './query-client';
import { ApiError } from './request-failure';

const httpError = (status: number) => new ApiError({ kind: 'http', status, body: null }, '/x', 'failed');

describe('query client defaults', () => {
  it('keeps data fresh and cached for 5 minutes and backs off from 1 s to 30 s', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(300_000);
    const delay = queries?.retryDelay;
    expect(typeof delay === 'function' ? [0, 1, 2, 5, 9].map((n) => delay(n, new Error('x'))) : null).toEqual(
      [1_000, 2_000, 4_000, 30_000, 30_000],
    );
  });

  it('always refetches recent payments', () => {
    expect(recentPaymentsQueryDefaults.staleTime).toBe(0);
  });
});

describe('shouldRetryQuery', () => {
  it('retries network failures and 5xx a few times', () => {
    expect(shouldRetryQuery(0, new ApiError({ kind: 'network' }, '/x', 'Network Error'))).toBe(true);
    expect(shouldRetryQuery(1, httpError(503))).toBe(true);
    expect(shouldRetryQuery(3, httpError(503))).toBe(false);
  });

  it('never retries 4xx or cancelled requests', () => {
    expect(shouldRetryQuery(0, httpError(404))).toBe(false);
    expect(shouldRetryQuery(0, httpError(401))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ kind: 'cancelled' }, '/x', 'cancelled'))).toBe(false);
  });
});

describe('clearCacheOnUserChange', () => {
  const cachedKeys = (client: ReturnType<typeof createQueryClient>) =>
    client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);

  it('drops every cached read on sign-out and on a change of user, and keeps it otherwise', () => {
    const store = createPersistedStore<{ userId: number | null; other: number }>(
      'test.cache-owner',
      { userId: 7, other: 0 },
      () => null,
    );
    const client = createQueryClient();
    const stop = clearCacheOnUserChange(client, store);
    client.setQueryData([7, 'documents', 2, 'directories', null], ['Board Only']);
    store.set((s) => ({ ...s, other: 1 }));
    expect(cachedKeys(client)).toHaveLength(1);

    store.set((s) => ({ ...s, userId: null }));
    expect(cachedKeys(client)).toEqual([]);

    client.setQueryData([null, 'demo', 'mailbox', 'a@example.com'], []);
    store.set((s) => ({ ...s, userId: 8 }));
    expect(cachedKeys(client)).toEqual([]);

    client.setQueryData([8, 'billing', 'accounts'], []);
    store.set((s) => ({ ...s, userId: 9 }));
    expect(cachedKeys(client)).toEqual([]);

    stop();
    client.setQueryData([9, 'billing', 'accounts'], []);
    store.set((s) => ({ ...s, userId: null }));
    expect(cachedKeys(client)).toHaveLength(1);
  });
});
