import { expressPayErrorCodes } from '@hoa/contracts/express-pay';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { checkoutLinks } from '../../src/db/schema/express-pay';
import { appSecrets } from '../../src/db/schema/registration';
import { hashLinkSecret, revokeCheckoutLink } from '../../src/modules/express-pay/checkout-links';
import { statementLinkKeyName } from '../../src/modules/express-pay/statement-links';
import { as, errorOf, expressPayApi } from '../calls';
import { buildTestApp, forEachDatabase, type TestApp } from '../helper';
import { demoHomeowner, statementLinkOf } from './statement-pdf-link';

const authenticate = (test: TestApp, link: string) =>
  as(test.app, null).post(`${expressPayApi}/authenticate`, { strategy: 'statement', link });

forEachDatabase((kind) => {
  it('a statement PDF prints its account’s standing link, the same on every download of the month, and it opens that account', async () => {
    const clock = fixedClock(new Date('2026-12-10T15:00:00Z'));
    const test = await buildTestApp(kind, { seed: true, clock });
    const home = await demoHomeowner(test);
    const { db } = test.database;

    const first = await statementLinkOf(test, home.caller, home.subLedgerId);
    expect(first?.href).toMatch(new RegExp(`^${test.config.publicUrl}/epay/statement/`));
    const secret = first?.secret as string;
    // re-rendered on demand (another type, later that month): the very same link, one row, only its hash kept
    clock.set(new Date('2026-12-28T15:00:00Z'));
    expect(await statementLinkOf(test, home.caller, home.subLedgerId, 'coupons')).toEqual(first);
    const rows = await db
      .select()
      .from(checkoutLinks)
      .where(and(eq(checkoutLinks.subLedgerId, home.subLedgerId), eq(checkoutLinks.strategy, 'statement')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashLinkSecret(secret));
    expect(JSON.stringify(rows)).not.toContain(secret);
    // valid until 45 days after the month began (midnight in the association's zone)
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(new Date('2027-01-14T00:00:00Z').getTime());
    expect(rows[0]?.expiresAt.getTime()).toBeLessThan(new Date('2027-01-16T00:00:00Z').getTime());
    // keyed by a server secret of the deployment, not by anything printed
    const [key] = await db.select().from(appSecrets).where(eq(appSecrets.name, statementLinkKeyName));
    expect(key?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // the printed link opens this account, for anybody holding the paper
    const session = await authenticate(test, secret);
    expect(session.statusCode, session.body).toBe(200);
    const claims = decodeJwt(session.json<{ epayToken: string }>().epayToken);
    expect(claims).toMatchObject({
      SubLedgerId: String(home.subLedgerId),
      CheckoutLinkId: String(rows[0]?.id),
    });
    // and not as an e-mailed link
    const asEmail = await as(test.app, null).post(`${expressPayApi}/authenticate`, {
      strategy: 'email',
      link: secret,
    });
    expect(errorOf(asEmail)).toMatchObject({ status: 401, errorCode: expressPayErrorCodes.invalidLink });

    // revoked by staff: re-rendering does not revive it; that month's statements print no link
    expect(
      await revokeCheckoutLink(db, {
        checkoutLinkId: rows[0]?.id as number,
        byUserId: home.staffUserId,
        now: clock.now(),
      }),
    ).toBe(true);
    expect(await statementLinkOf(test, home.caller, home.subLedgerId)).toBeNull();
    const [still] = await db
      .select()
      .from(checkoutLinks)
      .where(eq(checkoutLinks.id, rows[0]?.id as number));
    expect(still?.revokedAt).not.toBeNull();
    expect(errorOf(await authenticate(test, secret))).toMatchObject({
      status: 401,
      errorCode: expressPayErrorCodes.revokedLink,
    });

    // the next month's statement brings a new link, which works
    clock.set(new Date('2027-01-05T15:00:00Z'));
    const next = await statementLinkOf(test, home.caller, home.subLedgerId);
    expect(next?.secret).toBeDefined();
    expect(next?.secret).not.toBe(secret);
    expect((await authenticate(test, next?.secret as string)).statusCode).toBe(200);
  });
});
