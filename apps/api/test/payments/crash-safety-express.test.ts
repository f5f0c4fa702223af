import { paymentTermsDisclosure } from '@hoa/contracts/payment-disclosures';
import { describe, expect, it } from 'vitest';
import { createCheckoutLink } from '../../src/modules/express-pay/checkout-links';
import { crashPointNames } from '../../src/modules/payments/payments-deps';
import {
  sandboxBasePath,
  sandboxPublishableKey,
} from '../../src/modules/processor/sandbox/sandbox-processor';
import { forEachDatabase } from '../helper';

import {
  amount,
  assertOneChargeOnePayment,
  json,
  owingHomeowner,
  startServer,
  type Target,
  targetFor,
} from './crash-harness';

/** The same homeowner's account with card and bank fees, and a one-time link to pay it e-mailed to a payer. */
function prepareExpress(target: Target): Promise<string> {
  return owingHomeowner(target, async (db, { subLedger }, factories) => {
    await factories.paymentOptions(subLedger.associationId);
    const { secret } = await createCheckoutLink(db, {
      strategy: 'email',
      subLedgerId: subLedger.id,
      recipientEmail: 'relative@example.test',
      now: new Date(),
    });
    return secret;
  });
}

/** Calls the express-pay service with a payer's epay token. */
function epay(url: string, token: string, method: string, path: string, body: unknown, key?: string) {
  return fetch(`${url}/svc/express-pay/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
}

/**
 * A payer without a login, as the pay page does it: exchanges the e-mailed link for an epay token, sets up
 * a card payment of the balance, types the card into the processor's fields (the sandbox's own HTTP API:
 * nothing of the card reaches the portal) and accepts the terms. Answers the token and the setup's id.
 */
async function expressPayReady(url: string, secret: string): Promise<{ token: string; setupId: number }> {
  const session = await fetch(`${url}/svc/express-pay/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'email', link: secret }),
  });
  const { epayToken: token } = await json<{ epayToken: string }>(session, 200);
  const setup = await json<{ id: number; processorSetupId: string; clientSecret: string }>(
    await epay(url, token, 'POST', '/express-pay', {
      amount,
      methodKind: 'card',
      payerEmail: 'relative@example.test',
    }),
    201,
  );
  const processor = (path: string, body: unknown) =>
    fetch(`${url}${sandboxBasePath}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const card = await json<{ id: string }>(
    await processor('/v1/tokens', {
      publishableKey: sandboxPublishableKey,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    }),
    200,
  );
  await json(
    await processor(`/v1/setups/${setup.processorSetupId}/confirm`, {
      clientSecret: setup.clientSecret,
      paymentMethod: card.id,
    }),
    200,
  );
  await json(
    await epay(url, token, 'PUT', `/acknowledgement/${setup.id}/confirm`, {
      termsVersion: paymentTermsDisclosure.version,
    }),
    200,
  );
  return { token, setupId: setup.id };
}

forEachDatabase((kind) => {
  describe('a crash anywhere on an express payment (pay by link, no login) loses or doubles nothing', () => {
    for (const point of crashPointNames) {
      it(`killed ${point}, then restarted: the payer's retry gets the payment, charged once`, {
        timeout: 180_000,
      }, async () => {
        const target = await targetFor(kind);
        const secret = await prepareExpress(target);

        const crashing = await startServer(target, { HOA_CRASH_AT: point });
        const { token, setupId } = await expressPayReady(crashing.url, secret);
        await expect(
          epay(crashing.url, token, 'PUT', `/express-pay/${setupId}/confirm`, {}, 'crash-test'),
        ).rejects.toThrow();
        expect((await crashing.exited).signal).toBe('SIGKILL');

        // the pay page retries with its key and the token it holds (signed with the keys in the database)
        const restarted = await startServer(target);
        const retry = await epay(
          restarted.url,
          token,
          'PUT',
          `/express-pay/${setupId}/confirm`,
          {},
          'crash-test',
        );
        const paid = await json<{ id: number; status: string; amount: number; total: number }>(retry, 200);
        expect(paid).toMatchObject({ status: 'processed', amount });
        expect(paid.total).toBeGreaterThan(amount); // with the card fee
        const again = await epay(
          restarted.url,
          token,
          'PUT',
          `/express-pay/${setupId}/confirm`,
          {},
          'crash-test',
        );
        expect(await json(again, 200)).toEqual(paid);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        // a confirm without the key cannot pay a second time: the one-time link is spent
        const other = await epay(
          restarted.url,
          token,
          'PUT',
          `/express-pay/${setupId}/confirm`,
          {},
          'another-key',
        );
        expect(other.status).toBeGreaterThanOrEqual(400);
        restarted.child.kill('SIGTERM');
        await restarted.exited;

        const kinds = await assertOneChargeOnePayment(kind, target, paid.id, paid.total);
        expect(kinds).toContain('settlement');
      });
    }
  });
});
