import { describe, expect, it, vi } from 'vitest';
import type { FailureResponse } from './error-toast';
import { createHttpClient, type HttpClientDeps } from './http-client';
import { ApiError } from './request-failure';

function setup(respond: (url: string, init: RequestInit) => Promise<Response>, page = '/billing') {
  const calls: { url: string; init: RequestInit }[] = [];
  const failures: FailureResponse[] = [];
  const deps: HttpClientDeps = {
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, init: init ?? {} });
      return respond(url, init ?? {});
    }),
    getToken: () => 'tok-1',
    currentPathname: () => page,
    onFailure: (failure) => failures.push(failure),
  };
  return { client: createHttpClient('/svc/payments/', deps), calls, failures };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createHttpClient', () => {
  it('adds the /api prefix, the bearer token and bracket-free query arrays', async () => {
    const { client, calls } = setup(async () => json(200, { ok: true }));
    await expect(client.request('Ledger', { query: { subLedgerId: ['a', 'b'] } })).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]?.url).toBe('/svc/payments/api/Ledger?subLedgerId=a&subLedgerId=b');
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends JSON bodies and passes FormData through', async () => {
    const { client, calls } = setup(async () => new Response(null, { status: 204 }));
    await expect(
      client.request('/Payment/Setup', { method: 'POST', body: { a: 1 } }),
    ).resolves.toBeUndefined();
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
    const form = new FormData();
    form.set('vote', 'yes');
    await client.request('/Board/ArcRequests/1/Vote', { method: 'POST', body: form });
    expect(calls[1]?.init.body).toBe(form);
    expect(new Headers(calls[1]?.init.headers).has('Content-Type')).toBe(false);
  });

  it('returns blobs when asked', async () => {
    const { client } = setup(async () => new Response('%PDF', { status: 200 }));
    const blob = await client.request<Blob>('/Ledger/Export', { responseAs: 'blob' });
    expect(await blob.text()).toBe('%PDF');
  });

  it('rejects with an ApiError carrying the error body, and plans the toast', async () => {
    const { client, failures } = setup(async () =>
      json(400, { errorCode: 'X', errorId: 'e9', message: 'Bad' }),
    );
    const error = await client.request('/Payment').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(failures[0]?.toast?.lines).toEqual(['Bad', 'Error ID: e9']);
  });

  it('plans a sign-out on 401', async () => {
    const { client, failures } = setup(async () => json(401, { message: 'expired' }));
    await expect(client.request('/Payment')).rejects.toBeInstanceOf(ApiError);
    expect(failures).toEqual([{ signOut: true, toast: null }]);
  });

  it('reports a failed fetch as a network error', async () => {
    const { client, failures } = setup(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(client.request('/Payment')).rejects.toThrow('Network Error');
    expect(failures[0]?.toast?.lines).toEqual(['Network Error']);
  });

  it('stays silent when the caller cancelled', async () => {
    const controller = new AbortController();
    const { client, failures } = setup(async (_url, init) => {
      controller.abort();
      init.signal?.throwIfAborted();
      return json(200, {});
    });
    const error = await client.request('/Payment', { signal: controller.signal }).catch((e: unknown) => e);
    expect((error as ApiError).failure).toEqual({ kind: 'cancelled' });
    expect(failures).toEqual([{ signOut: false, toast: null }]);
  });
});
