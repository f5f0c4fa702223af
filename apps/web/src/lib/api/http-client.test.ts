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

  it('sends a Blob (a file) as itself with its own content type', async () => {
    const { client, calls } = setup(async () => json(201, { id: 1 }));
    const file = new File(['%PDF-'], 'plan.pdf', { type: 'application/pdf' });
    await client.request('/HomeownerRequests/1/Attachments', { method: 'POST', body: file });
    expect(calls[0]?.init.body).toBe(file);
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/pdf');
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
    expect(blob).not.toBeInstanceOf(File);
  });

  it('names a blob after its Content-Disposition (a File)', async () => {
    const { client } = setup(
      async () =>
        new Response('%PDF', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `inline; filename="Bylaws.pdf"; filename*=UTF-8''Bylaws.pdf`,
          },
        }),
    );
    const file = await client.request<Blob>('/associations/1/Documents/2', { responseAs: 'blob' });
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('Bylaws.pdf');
    expect(file.type).toBe('application/pdf');
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

describe('createHttpClient: one renewal on 401', () => {
  function renewing(statuses: number[], renewResult = true) {
    const calls: string[] = [];
    const failures: FailureResponse[] = [];
    let token = 'old';
    const renewSession = vi.fn(async () => {
      token = 'new';
      return renewResult;
    });
    const client = createHttpClient('/svc/users', {
      fetch: async (input, init) => {
        calls.push(`${String(input)} ${new Headers(init?.headers).get('Authorization')}`);
        return json(statuses.shift() ?? 200, { ok: true });
      },
      getToken: () => token,
      currentPathname: () => '/dashboard',
      onFailure: (failure) => failures.push(failure),
      renewSession,
    });
    return { client, calls, failures, renewSession };
  }

  it('renews once and retries with the new token', async () => {
    const { client, calls, failures, renewSession } = renewing([401, 200]);
    await expect(client.request('/Security')).resolves.toEqual({ ok: true });
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['/svc/users/api/Security Bearer old', '/svc/users/api/Security Bearer new']);
    expect(failures).toEqual([]);
  });

  it('signs out when the retry is refused again, without a second renewal', async () => {
    const { client, failures, renewSession } = renewing([401, 401]);
    await expect(client.request('/Security')).rejects.toBeInstanceOf(ApiError);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(failures).toEqual([{ signOut: true, toast: null }]);
  });

  it('signs out when the renewal fails', async () => {
    const { client, calls, failures } = renewing([401], false);
    await expect(client.request('/Security')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    expect(failures).toEqual([{ signOut: true, toast: null }]);
  });

  it('never renews for sign-in calls or when asked not to', async () => {
    const { client, renewSession } = renewing([401, 401, 401]);
    await client.request('/Users/Authenticate', { method: 'POST', body: {} }).catch(() => undefined);
    await client.request('/OneTimePassword/verify', { method: 'POST', body: {} }).catch(() => undefined);
    await client.request('/Users/Authenticate/PortalToken', { skipRenewal: true }).catch(() => undefined);
    expect(renewSession).not.toHaveBeenCalled();
  });

  it('sends no bearer for anonymous calls', async () => {
    const { client, calls } = renewing([200]);
    await client.request('/Users/Authenticate/PortalToken', { method: 'POST', anonymous: true });
    expect(calls[0]).toBe('/svc/users/api/Users/Authenticate/PortalToken null');
  });
});

describe('createHttpClient: rate limits', () => {
  it('passes Retry-After seconds and the error code on', async () => {
    const { client } = setup(
      async () =>
        new Response(JSON.stringify({ errorCode: 'AUTH_RESEND_TOO_SOON' }), {
          status: 429,
          headers: { 'Retry-After': '42' },
        }),
    );
    const error = (await client.request('/OneTimePassword').catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfterSeconds).toBe(42);
    expect(error.errorCode).toBe('AUTH_RESEND_TOO_SOON');
  });
});
