import { billingMessages, type PaymentMethodDto, type PaymentMethodSetup } from '@hoa/contracts/billing';
import { describe, expect, it, vi } from 'vitest';
import { ProcessorError } from '../../../lib/processor/processor';
import { createSandboxProcessor } from '../../../lib/processor/sandbox-processor';
import { tokenizeAndConfirm } from '../../../lib/processor/tokenize-and-confirm';
import { createMethodSetupFlow } from './method-setup-flow';

const card = {
  kind: 'card' as const,
  card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ann Owner' },
};

function setupOf(overrides: Partial<PaymentMethodSetup> = {}): PaymentMethodSetup {
  return {
    setupId: 7,
    clientSecret: 'seti_1_secret_x',
    processorSetupId: 'seti_1',
    methodKind: 'card',
    processor: { processor: 'sandbox', publishableKey: 'pk_test_1', sandboxBaseUrl: '/sandbox-processor' },
    ...overrides,
  };
}

const saved = { id: 31, displayName: 'Visa ending in 4242' } as PaymentMethodDto;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('tokenizing with the sandbox processor', () => {
  it('sends the card to the processor, then confirms the setup there with the token', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return String(input).endsWith('/v1/tokens')
        ? json({ id: 'pm_1', kind: 'card' })
        : json({ status: 'succeeded', lastError: null });
    });
    await createSandboxProcessor(setupOf().processor, fetchImpl).confirmSetup(setupOf(), card);
    expect(calls).toEqual([
      { url: '/sandbox-processor/v1/tokens', body: { publishableKey: 'pk_test_1', card: card.card } },
      {
        url: '/sandbox-processor/v1/setups/seti_1/confirm',
        body: { clientSecret: 'seti_1_secret_x', paymentMethod: 'pm_1' },
      },
    ]);
  });

  it("words a decline with the processor's reason", async () => {
    const fetchImpl = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/v1/tokens')
        ? json({ id: 'pm_2', kind: 'card' })
        : json({ status: 'requires_payment_method', lastError: 'Your card was declined.' }),
    );
    await expect(
      createSandboxProcessor(setupOf().processor, fetchImpl).confirmSetup(setupOf(), card),
    ).rejects.toThrow('Your card was declined.');
    const refused = vi.fn(async () =>
      json({ error: { code: 'invalid_number', message: 'Bad number.' } }, 400),
    );
    await expect(
      createSandboxProcessor(setupOf().processor, refused).confirmSetup(setupOf(), card),
    ).rejects.toThrow('Bad number.');
  });

  it('uses the default address when the setup names none, and refuses an empty client secret', async () => {
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json({ id: 'pm_3', status: 'succeeded' }),
    );
    await createSandboxProcessor({ processor: 'sandbox', publishableKey: 'pk' }, fetchImpl).confirmSetup(
      setupOf(),
      card,
    );
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe('/sandbox-processor/v1/tokens');
    await expect(tokenizeAndConfirm(setupOf({ clientSecret: '' }), card)).rejects.toThrow(
      billingMessages.noClientSecret,
    );
  });
});

describe('saving a new payment method', () => {
  it('tells our API only the kind of method; the card number goes to the processor alone', async () => {
    const createSetup = vi.fn(async () => setupOf());
    const processor = vi.fn(async () => undefined);
    const confirmSetup = vi.fn(async () => saved);
    const flow = createMethodSetupFlow({ createSetup, tokenizeAndConfirm: processor, confirmSetup });
    await expect(flow.submit(card)).resolves.toBe(saved);
    expect(createSetup).toHaveBeenCalledWith('card');
    expect(processor).toHaveBeenCalledWith(setupOf(), card);
    expect(confirmSetup).toHaveBeenCalledWith(7);
    const sentToOurApi = JSON.stringify([createSetup.mock.calls, confirmSetup.mock.calls]);
    expect(sentToOurApi).not.toContain('4242424242424242');
    expect(sentToOurApi).not.toContain('123');
  });

  it('keeps the setup after a decline and tries it again with the corrected details', async () => {
    const createSetup = vi.fn(async () => setupOf());
    const processor = vi
      .fn()
      .mockRejectedValueOnce(new ProcessorError('Your card was declined.'))
      .mockResolvedValueOnce(undefined);
    const confirmSetup = vi.fn(async () => saved);
    const flow = createMethodSetupFlow({ createSetup, tokenizeAndConfirm: processor, confirmSetup });
    await expect(flow.submit(card)).rejects.toThrow('Your card was declined.');
    await expect(flow.submit(card)).resolves.toBe(saved);
    expect(createSetup).toHaveBeenCalledTimes(1);
    expect(processor).toHaveBeenCalledTimes(2);
  });

  it('when only our confirm failed, a retry repeats just our confirm', async () => {
    const createSetup = vi.fn(async () => setupOf());
    const processor = vi.fn(async () => undefined);
    const confirmSetup = vi
      .fn()
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce(saved);
    const flow = createMethodSetupFlow({ createSetup, tokenizeAndConfirm: processor, confirmSetup });
    await expect(flow.submit(card)).rejects.toThrow('Network Error');
    expect(flow.awaitingOurConfirm).toBe(true);
    await expect(flow.submit(card)).resolves.toBe(saved);
    expect(processor).toHaveBeenCalledTimes(1);
    expect(confirmSetup).toHaveBeenCalledTimes(2);
  });

  it('starts a new setup when the person switches between card and bank', async () => {
    const createSetup = vi
      .fn()
      .mockResolvedValueOnce(setupOf())
      .mockResolvedValueOnce(setupOf({ setupId: 8, methodKind: 'bank' }));
    const processor = vi
      .fn()
      .mockRejectedValueOnce(new ProcessorError('declined'))
      .mockResolvedValue(undefined);
    const flow = createMethodSetupFlow({
      createSetup,
      tokenizeAndConfirm: processor,
      confirmSetup: async () => saved,
    });
    await expect(flow.submit(card)).rejects.toThrow('declined');
    const bank = {
      kind: 'bank' as const,
      bank: {
        routingNumber: '110000000',
        accountNumber: '000123456789',
        accountType: 'checking' as const,
        holderName: 'Ann',
      },
    };
    await flow.submit(bank);
    expect(createSetup.mock.calls).toEqual([['card'], ['bank']]);
  });
});
