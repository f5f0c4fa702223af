/** An early answer older than this is not handed out: the caller asks again. */
const maxAgeMs = 10_000;

interface EarlyRead {
  authorization: string;
  sentAt: number;
  response: Promise<Response>;
}

const reads = new Map<string, EarlyRead>();

/**
 * Sends a GET now, with the bearer token, for a service client to take later (`takeEarlyRead`) instead of
 * sending it then: a signed-in start's session reads travel beside its code (ADR 136).
 */
export function sendEarlyRead(url: string, token: string, now: number = Date.now()): void {
  const authorization = `Bearer ${token}`;
  const response = globalThis.fetch(url, {
    headers: { Accept: 'application/json', Authorization: authorization },
  });
  // an answer nobody takes must not be an unhandled rejection
  response.catch(() => undefined);
  reads.set(url, { authorization, sentAt: now, response });
}

function abortable(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The request was aborted', 'AbortError'));
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The early answer to this request, once: a GET without a body to the same address, with the same token,
 * not aborted, and sent less than ten seconds ago. Anything else gets null and is fetched as usual.
 */
export function takeEarlyRead(
  url: string,
  init: RequestInit | undefined,
  now: number = Date.now(),
): Promise<Response> | null {
  const read = reads.get(url);
  if (!read) return null;
  reads.delete(url);
  const method = (init?.method ?? 'GET').toUpperCase();
  const authorization = new Headers(init?.headers).get('Authorization');
  if (method !== 'GET' || init?.body != null || authorization !== read.authorization) return null;
  if (init?.signal?.aborted || now - read.sentAt > maxAgeMs) return null;
  return abortable(read.response, init?.signal);
}
