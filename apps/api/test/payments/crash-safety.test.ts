import { describe, expect, it } from 'vitest';
import { crashPointNames } from '../../src/modules/payments/payments-deps';
import { forEachDatabase } from '../helper';

import {
  amount,
  assertOneChargeOnePayment,
  email,
  owingHomeowner,
  password,
  startServer,
  type Target,
  targetFor,
  unconfirmedPayment,
} from './crash-harness';

/** A homeowner owing $123.45 with a saved visa and an unconfirmed one-time payment of that amount. */
function prepare(target: Target): Promise<number> {
  return owingHomeowner(target, (db, payer, factories) => unconfirmedPayment(db, payer, factories));
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/svc/users/api/Users/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

function confirm(url: string, token: string, paymentId: number) {
  return fetch(`${url}/svc/payments/api/Payment/Setup/${paymentId}/Confirm`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': 'crash-test',
    },
    body: '{}',
  });
}

forEachDatabase((kind) => {
  describe('a crash anywhere on the payment path loses or doubles nothing', () => {
    for (const point of crashPointNames) {
      it(`killed ${point}, then restarted: one charge, one payment, balanced books`, {
        timeout: 180_000,
      }, async () => {
        const target = await targetFor(kind);
        const paymentId = await prepare(target);

        const crashing = await startServer(target, { HOA_CRASH_AT: point });
        const token = await signIn(crashing.url);
        await expect(confirm(crashing.url, token, paymentId)).rejects.toThrow();
        expect((await crashing.exited).signal).toBe('SIGKILL');

        const restarted = await startServer(target);
        const retry = await confirm(restarted.url, await signIn(restarted.url), paymentId);
        // the retry with the original key gets the payment's result, as the first request would have
        expect(retry.status).toBe(200);
        expect(await retry.json()).toMatchObject({ id: paymentId, status: 'processed', total: amount });
        const again = await confirm(restarted.url, await signIn(restarted.url), paymentId);
        expect(again.status).toBe(200);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        restarted.child.kill('SIGTERM');
        await restarted.exited;

        expect(await assertOneChargeOnePayment(kind, target, paymentId, amount)).toEqual([
          'payment',
          'settlement',
        ]);
      });
    }
  });
});
