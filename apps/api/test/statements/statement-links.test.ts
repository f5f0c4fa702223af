import { expressPayErrorCodes } from '@hoa/contracts/express-pay';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { subLedgers } from '../../src/db/schema/books';
import { checkoutLinks } from '../../src/db/schema/express-pay';
import { userOwners } from '../../src/db/schema/memberships';
import { properties } from '../../src/db/schema/properties';
import { appSecrets } from '../../src/db/schema/registration';
import { users } from '../../src/db/schema/users';
import { hashLinkSecret, revokeCheckoutLink } from '../../src/modules/express-pay/checkout-links';
import { statementLinkKeyName } from '../../src/modules/express-pay/statement-links';
import {
  qrMatrix,
  qrPrintedSize,
  qrQuietZoneModules,
} from '../../src/modules/statements/statement-pay-online';
import { demoCompany } from '../../src/seed/demo';
import { as, type Caller, errorOf, expressPayApi, paymentsApi } from '../calls';
import { buildTestApp, forEachDatabase, type TestApp } from '../helper';
import { readPdf, readQrCode } from './pdf-text';

const linkPattern = /(https?:\/\/\S+\/epay\/statement\/([A-Za-z0-9_-]{43}))/;

/** Downloads a statement PDF as `who` and reads its statement link from the text and from the QR code. */
async function statementLinkOf(
  test: TestApp,
  who: Caller,
  subLedgerId: number,
  type = 'transaction-history',
) {
  const response = await as(test.app, who).get(
    `${paymentsApi}/Ledger/Export?subLedgerId=${subLedgerId}&statementType=${type}&duration=ytd&format=pdf`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const pdf = response.rawPayload;
  const { pages } = await readPdf(pdf, [1]);
  const found = linkPattern.exec(pages[0] ?? '');
  if (!found) return null;
  const [, href = '', secret = ''] = found;
  const module = qrPrintedSize / (qrMatrix(href).length + 2 * qrQuietZoneModules);
  expect(readQrCode(pdf, { module, quietZone: qrQuietZoneModules })).toMatchObject({
    data: href,
    crowded: [],
  });
  return { href, secret };
}

/** The demo homeowner (HP00001): a caller signed in afresh for each call, and the primary sub-ledger. */
async function demoHomeowner(test: TestApp) {
  const [row] = await test.database.db
    .select({ subLedgerId: subLedgers.id, userId: users.id })
    .from(subLedgers)
    .innerJoin(properties, eq(properties.id, subLedgers.propertyId))
    .innerJoin(userOwners, eq(userOwners.ownerId, properties.ownerId))
    .innerJoin(users, eq(users.id, userOwners.userId))
    .where(and(eq(properties.accountNumber, 'HP00001'), eq(subLedgers.isPrimary, true)));
  if (!row) throw new Error('No demo account HP00001');
  const [staff] = await test.database.db.select().from(users).where(eq(users.email, 'staff@example.com'));
  return {
    caller: { userId: row.userId, customer: demoCompany.code },
    subLedgerId: row.subLedgerId,
    staffUserId: staff?.id as number,
  };
}

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
