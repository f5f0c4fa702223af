import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/request-failure';
import { createQueryClient, recentPaymentsQueryDefaults, shouldRetryQuery } from './query-client';

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
