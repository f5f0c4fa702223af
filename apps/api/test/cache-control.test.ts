import { describe, expect, it } from 'vitest';
import { as } from './calls';
import { buildTestApp, forEachDatabase } from './helper';
import { signInEveryone } from './principals';

forEachDatabase((kind) => {
  describe('Cache-Control on private answers', { timeout: 120_000 }, () => {
    it('marks every signed-in response no-store unless the route chose its own', async () => {
      const test = await buildTestApp(kind, { seed: true });
      const world = await signInEveryone(test);
      const get = (url: string, token: string | null) => as(test.app, token).get(url);
      const ledger = await get(
        `/svc/payments/api/Ledger?subLedgerId=${world.subLedgerIds.homeownerA}`,
        world.tokens.homeownerA,
      );
      expect(ledger.statusCode, ledger.body).toBe(200);
      expect(ledger.headers['cache-control']).toBe('no-store');
      const homeowner = await get(
        `/svc/users/api/Homeowner/${world.profile.ownerId}`,
        world.tokens.homeownerA,
      );
      expect(homeowner.statusCode, homeowner.body).toBe(200);
      expect(homeowner.headers['cache-control']).toBe('no-store');
      // a refusal of a signed-in call is private too
      const someoneElse = await get(
        `/svc/users/api/Homeowner/${world.profile.ownerId}`,
        world.tokens.homeownerB,
      );
      expect(someoneElse.statusCode).toBeGreaterThanOrEqual(400);
      expect(someoneElse.headers['cache-control']).toBe('no-store');
      // a route's own policy stays (the ledger export sets private, no-store; the calendar feed caches)
      const exported = await get(
        `/svc/payments/api/Ledger/Export?subLedgerId=${world.subLedgerIds.homeownerA}&statementType=coupons&duration=ytd&format=csv`,
        world.tokens.homeownerA,
      );
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['cache-control']).toBe('private, no-store');
      // a public call without a session is left alone
      const health = await get('/api/health', null);
      expect(health.statusCode).toBe(200);
      expect(health.headers['cache-control']).toBeUndefined();
    });
  });
});
