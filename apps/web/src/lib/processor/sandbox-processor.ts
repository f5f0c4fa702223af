import type { PaymentMethodSetup } from '@hoa/contracts/billing';
import {
  type BrowserProcessor,
  type MethodDetails,
  ProcessorError,
  processorRefused,
  processorUnreachable,
} from './processor';

export const defaultSandboxBaseUrl = '/sandbox-processor';

type ProcessorConfig = PaymentMethodSetup['processor'];

interface SandboxError {
  error?: { code?: string; message?: string };
}

/**
 * The embedded sandbox processor: POST {base}/v1/tokens with the details and the publishable key gives a
 * pm_… token; POST {base}/v1/setups/{id}/confirm attaches it to our setup (or declines it).
 */
export function createSandboxProcessor(
  config: ProcessorConfig,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): BrowserProcessor {
  const base = (config.sandboxBaseUrl || defaultSandboxBaseUrl).replace(/\/+$/, '');

  async function post<T>(path: string, body: unknown): Promise<T & SandboxError> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        // The processor is another party: no cookies of ours go with the card details.
        credentials: 'omit',
      });
    } catch {
      throw new ProcessorError(processorUnreachable);
    }
    const json = (await response.json().catch(() => null)) as (T & SandboxError) | null;
    if (json?.error) throw new ProcessorError(json.error.message || processorRefused);
    if (!response.ok || json === null) throw new ProcessorError(processorRefused);
    return json;
  }

  return {
    async confirmSetup(setup, details: MethodDetails) {
      const tokenRequest =
        details.kind === 'card'
          ? { publishableKey: config.publishableKey, card: details.card }
          : { publishableKey: config.publishableKey, bank: details.bank };
      const token = await post<{ id?: string }>('/v1/tokens', tokenRequest);
      if (typeof token.id !== 'string') throw new ProcessorError(processorRefused);
      const state = await post<{ status?: string; lastError?: string | null }>(
        `/v1/setups/${encodeURIComponent(setup.processorSetupId)}/confirm`,
        { clientSecret: setup.clientSecret, paymentMethod: token.id },
      );
      if (state.status !== 'succeeded' && state.status !== 'processing') {
        throw new ProcessorError(state.lastError || processorRefused);
      }
    },
  };
}
