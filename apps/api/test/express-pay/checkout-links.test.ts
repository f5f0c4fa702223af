import { expressPayErrorCodes, expressPayMessages } from '@hoa/contracts/express-pay';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { createEpayTokens } from '../../src/auth/epay-token';
import { fixedClock } from '../../src/clock';
import { subLedgers } from '../../src/db/schema/books';
import { checkoutLinks } from '../../src/db/schema/express-pay';
import { userOwners } from '../../src/db/schema/memberships';
import { owners } from '../../src/db/schema/owners';
import { properties } from '../../src/db/schema/properties';
import { subLedgerBalance } from '../../src/modules/books/balances';
import {
  checkoutLinkState,
  createCheckoutLink,
  hashLinkSecret,
  revokeCheckoutLink,
} from '../../src/modules/express-pay/checkout-links';
import { as, errorOf, expressPayApi, login, paymentsApi } from '../calls';
import { buildTestApp, forEachDatabase, type TestApp } from '../helper';

/** The demo homeowner's primary sub-ledger (HP00001), its owner and that owner's portal user. */
async function homeAccount(test: TestApp) {
  const [row] = await test.database.db
    .select({ subLedgerId: subLedgers.id, ownerId: properties.ownerId, userId: userOwners.userId })
    .from(subLedgers)
    .innerJoin(properties, eq(properties.id, subLedgers.propertyId))
    .innerJoin(userOwners, eq(userOwners.ownerId, properties.ownerId))
    .where(and(eq(properties.accountNumber, 'HP00001'), eq(subLedgers.isPrimary, true)));
  if (!row) throw new Error('No demo account HP00001');
  return row;
}

async function authenticate(test: TestApp, strategy: string, link: string, ip = '203.0.113.7') {
  return as(test.app, null).post(`${expressPayApi}/authenticate`, { strategy, link }, { ip });
}

forEachDatabase((kind) => {
  it('exchanges a statement link for a 15-minute epay token that reads only its account, masked', async () => {
    const test = await buildTestApp(kind, { seed: true });
    const home = await homeAccount(test);
    const now = test.app.clock.now();
    const { secret, link } = await createCheckoutLink(test.database.db, {
      strategy: 'statement',
      subLedgerId: home.subLedgerId,
      now,
    });
    // only the hash is stored; opening the page (no POST) has changed nothing
    expect(link.tokenHash).toBe(hashLinkSecret(secret));
    expect(JSON.stringify(link)).not.toContain(secret);
    expect(checkoutLinkState(link, now, null)).toBe('sent');

    const session = await authenticate(test, 'statement', secret);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    expect(session.headers['referrer-policy']).toBe('no-referrer');
    const { epayToken, expiresAt } = session.json<{ epayToken: string; expiresAt: string }>();
    expect(new Date(expiresAt).getTime() - now.getTime()).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);
    const claims = decodeJwt(epayToken);
    expect(claims).toMatchObject({
      UserId: String(home.userId),
      PaymentOwnerId: String(home.ownerId),
      CheckoutLinkId: String(link.id),
      SubLedgerId: String(home.subLedgerId),
    });
    const [opened] = await test.database.db.select().from(checkoutLinks).where(eq(checkoutLinks.id, link.id));
    expect(opened && checkoutLinkState(opened, now, null)).toBe('opened');

    const account = await as(test.app, epayToken).get(`${expressPayApi}/account`);
    expect(account.statusCode, account.body).toBe(200);
    expect(account.headers['cache-control']).toBe('no-store');
    const body = account.json<Record<string, unknown>>();
    const [owner] = await test.database.db.select().from(owners).where(eq(owners.id, home.ownerId));
    expect(body).toMatchObject({
      associationName: 'Harbor Pointe Owners Association',
      ownerName: `${owner?.firstName} ${owner?.lastName.charAt(0)}.`,
      accountNumber: '•••0001',
      balance: await subLedgerBalance(test.database.db, home.subLedgerId),
      paymentsAllowed: true,
      paymentsNotAllowedReason: null,
    });
    expect(String(body.property)).toMatch(/^•+ /);
    // nothing to reach the owner by, and no ledger history
    const text = JSON.stringify(body);
    expect(text).not.toContain('@');
    expect(text).not.toContain(owner?.lastName ?? '');
    expect(Object.keys(body).sort()).toEqual(
      [
        'accountNumber',
        'associationName',
        'balance',
        'logoUrl',
        'ownerName',
        'paymentsAllowed',
        'paymentsNotAllowedReason',
        'property',
        'upcomingCharges',
      ].sort(),
    );

    // a statement link stands for more than one visit
    expect((await authenticate(test, 'statement', secret)).statusCode).toBe(200);
  });

  it('refuses an unknown, mistyped, expired or revoked link with its plain reason', async () => {
    const test = await buildTestApp(kind, { seed: true });
    const home = await homeAccount(test);
    const db = test.database.db;
    const now = test.app.clock.now();
    const refused = async (strategy: string, secret: string, code: string, message: string) => {
      const error = errorOf(await authenticate(test, strategy, secret));
      expect(error).toMatchObject({ status: 401, errorCode: code, message });
    };

    const unknown = 'B'.repeat(43);
    await refused('email', unknown, expressPayErrorCodes.invalidLink, expressPayMessages.invalidLink);
    const malformed = errorOf(await authenticate(test, 'email', 'short'));
    expect(malformed.status).toBe(400);
    expect(malformed.detail).toContain('link');
    expect((await authenticate(test, 'sms', unknown)).statusCode).toBe(400);

    const emailed = await createCheckoutLink(db, {
      strategy: 'email',
      subLedgerId: home.subLedgerId,
      recipientEmail: 'Payer@Example.com',
      now,
    });
    expect(emailed.link.recipientEmail).toBe('payer@example.com');
    // the secret of an e-mailed link does not open it as a statement link
    await refused(
      'statement',
      emailed.secret,
      expressPayErrorCodes.invalidLink,
      expressPayMessages.invalidLink,
    );
    const token = (await authenticate(test, 'email', emailed.secret)).json<{ epayToken: string }>().epayToken;
    expect((await as(test.app, token).get(`${expressPayApi}/account`)).statusCode).toBe(200);

    // (an e-mailed link that has been paid through: express-payments.test.ts)

    // revoked by staff: refused at once, and the token issued before stops working
    const statement = await createCheckoutLink(db, {
      strategy: 'statement',
      subLedgerId: home.subLedgerId,
      now,
    });
    const before = (await authenticate(test, 'statement', statement.secret)).json<{ epayToken: string }>();
    expect(
      await revokeCheckoutLink(db, { checkoutLinkId: statement.link.id, byUserId: home.userId, now }),
    ).toBe(true);
    expect(
      await revokeCheckoutLink(db, { checkoutLinkId: statement.link.id, byUserId: home.userId, now }),
    ).toBe(false);
    await refused(
      'statement',
      statement.secret,
      expressPayErrorCodes.revokedLink,
      expressPayMessages.revokedLink,
    );
    const afterRevoke = errorOf(await as(test.app, before.epayToken).get(`${expressPayApi}/account`));
    expect(afterRevoke).toMatchObject({ status: 401, errorCode: expressPayErrorCodes.revokedLink });

    // expired
    const old = await createCheckoutLink(db, { strategy: 'statement', subLedgerId: home.subLedgerId, now });
    await db
      .update(checkoutLinks)
      .set({ expiresAt: new Date(now.getTime() - 1000) })
      .where(eq(checkoutLinks.id, old.link.id));
    await refused('statement', old.secret, expressPayErrorCodes.expiredLink, expressPayMessages.expiredLink);
  });

  it('keeps the epay token and the sign-in token apart, both ways', async () => {
    const test = await buildTestApp(kind, { seed: true });
    const home = await homeAccount(test);
    const { secret } = await createCheckoutLink(test.database.db, {
      strategy: 'statement',
      subLedgerId: home.subLedgerId,
      now: test.app.clock.now(),
    });
    const epayToken = (await authenticate(test, 'statement', secret)).json<{ epayToken: string }>().epayToken;
    const signedIn = await login(test.app);

    expect((await as(test.app, signedIn).get(`${expressPayApi}/account`)).statusCode).toBe(401);
    expect((await as(test.app, null).get(`${expressPayApi}/account`)).statusCode).toBe(401);
    expect((await as(test.app, epayToken).get(`${paymentsApi}/Account`)).statusCode).toBe(401);
    expect((await as(test.app, signedIn).get(`${paymentsApi}/Account`)).statusCode).toBe(200);
    // a token whose claims were changed fails its signature
    const [header, payload, signature] = epayToken.split('.');
    const forged = JSON.parse(Buffer.from(payload as string, 'base64url').toString()) as Record<
      string,
      string
    >;
    forged.SubLedgerId = String(home.subLedgerId + 1000);
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect((await as(test.app, tampered).get(`${expressPayApi}/account`)).statusCode).toBe(401);

    // 15 minutes, on the app's clock
    const clock = fixedClock(new Date('2026-11-22T12:00:00Z'));
    const tokens = createEpayTokens({
      keys: test.app.signingKeys,
      clock,
      issuer: test.app.config.publicUrl,
      audience: 'hoa-portal',
    });
    const issued = await tokens.issue({ userId: 0, ownerId: 1, checkoutLinkId: 1, subLedgerId: 1 });
    expect((await tokens.verify(issued.token)).ownerId).toBe(1);
    clock.set(new Date('2026-11-22T12:15:01Z'));
    await expect(tokens.verify(issued.token)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('limits link guesses per address', async () => {
    const test = await buildTestApp(kind, { seed: true });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await authenticate(test, 'email', `${'C'.repeat(40)}${String(i).padStart(3, '0')}`)).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // another address is not held back
    expect((await authenticate(test, 'email', 'D'.repeat(43), '198.51.100.9')).statusCode).toBe(401);
  });
});
