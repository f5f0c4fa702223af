import { renewalMessage } from '@hoa/contracts/express-pay';
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { checkoutLinks } from '../../src/db/schema/express-pay';
import { emailOutbox } from '../../src/db/schema/mail';
import { owners } from '../../src/db/schema/owners';
import { as, errorOf, expressPayApi, paymentsApi } from '../calls';
import { buildTestApp, forEachDatabase, type TestApp } from '../helper';
import { signInEveryone } from '../principals';

/** The newest e-mails to an address, and the link in the newest. */
async function mailTo(test: TestApp, to: string) {
  const rows = await test.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id));
  const link = /\/epay\/email\/([A-Za-z0-9_-]{43})/.exec(rows[0]?.text ?? '')?.[1] ?? null;
  return { rows, link };
}

const authenticate = (test: TestApp, link: string) =>
  as(test.app, null).post(`${expressPayApi}/authenticate`, { strategy: 'email', link });

forEachDatabase((kind) => {
  it('the owner e-mails a one-time link to a payer, sees its state move, and withdraws it', async () => {
    const test = await buildTestApp(kind, { seed: true });
    const world = await signInEveryone(test);
    const owner = as(test.app, world.tokens.homeownerA);
    const links = `${paymentsApi}/Account/${world.subLedgerIds.homeownerA}/CheckoutLinks`;

    const sent = await owner.post(links, { email: 'tenant@example.net' });
    expect(sent.statusCode, sent.body).toBe(201);
    const link = sent.json<{ id: number; state: string; recipientEmail: string; expiresAt: string }>();
    expect(link).toMatchObject({ state: 'sent', recipientEmail: 'tenant@example.net' });
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(13 * 24 * 3600 * 1000);
    expect(sent.body).not.toMatch(/[A-Za-z0-9_-]{43}/);

    const mail = await mailTo(test, 'tenant@example.net');
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]?.subject).toBe('Your payment link for Harbor Pointe Owners Association');
    expect(mail.rows[0]?.text).toContain('The owner of Account •••0001');
    expect(mail.rows[0]?.html).toContain('>Pay now</a>');
    expect(mail.link).not.toBeNull();

    expect((await authenticate(test, mail.link as string)).statusCode).toBe(200);
    const listed = (await owner.get(links)).json<{ links: { id: number; state: string }[] }>().links;
    expect(listed.find((one) => one.id === link.id)?.state).toBe('opened');

    expect((await owner.delete(`${paymentsApi}/CheckoutLinks/${link.id}`)).statusCode).toBe(204);
    expect((await owner.delete(`${paymentsApi}/CheckoutLinks/${link.id}`)).statusCode).toBe(204);
    const after = (await owner.get(links)).json<{ links: { id: number; state: string }[] }>().links;
    expect(after.find((one) => one.id === link.id)?.state).toBe('revoked');
    expect(errorOf(await authenticate(test, mail.link as string)).errorCode).toBe('EPAY_LINK_REVOKED');
  });

  it('reaches only the account’s own people: staff act in mimic mode, everyone else gets 404 or 401', async () => {
    const test = await buildTestApp(kind, { seed: true });
    const world = await signInEveryone(test);
    const links = `${paymentsApi}/Account/${world.subLedgerIds.homeownerA}/CheckoutLinks`;
    const body = { email: 'payer@example.net' };
    for (const who of ['homeownerB', 'board', 'staff'] as const) {
      expect((await as(test.app, world.tokens[who]).post(links, body)).statusCode).toBe(404);
      expect((await as(test.app, world.tokens[who]).get(links)).statusCode).toBe(404);
    }
    expect((await as(test.app, null).post(links, body)).statusCode).toBe(401);

    const byStaff = await as(test.app, world.tokens.mimic).post(links, body);
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    expect((await mailTo(test, 'payer@example.net')).rows[0]?.text).toContain(
      'The management company of Harbor Pointe Owners Association sent you a link',
    );
    const id = byStaff.json<{ id: number }>().id;
    expect(
      (await as(test.app, world.tokens.homeownerB).delete(`${paymentsApi}/CheckoutLinks/${id}`)).statusCode,
    ).toBe(404);
    const [row] = await test.database.db.select().from(checkoutLinks).where(eq(checkoutLinks.id, id));
    expect(row?.revokedAt).toBeNull();
    expect(row?.createdByUserId).toBe(world.userIds.staff);

    const bad = errorOf(await as(test.app, world.tokens.homeownerA).post(links, { email: 'not an address' }));
    expect(bad.status).toBe(400);
    expect(bad.detail).toContain('email');
  });

  it('an ended link asks for a fresh one, sent only to the address on file, with the same answer either way', async () => {
    const test = await buildTestApp(kind, { seed: true });
    const world = await signInEveryone(test);
    const owner = as(test.app, world.tokens.homeownerA);
    await owner.post(`${paymentsApi}/Account/${world.subLedgerIds.homeownerA}/CheckoutLinks`, {
      email: 'renter@example.net',
    });
    const first = await mailTo(test, 'renter@example.net');
    const [row] = await test.database.db
      .select()
      .from(checkoutLinks)
      .orderBy(desc(checkoutLinks.id))
      .limit(1);
    await test.database.db
      .update(checkoutLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutLinks.id, row?.id ?? 0));
    expect(errorOf(await authenticate(test, first.link as string)).errorCode).toBe('EPAY_LINK_EXPIRED');

    const [onFile] = await test.database.db
      .select({ email: owners.primaryEmail })
      .from(owners)
      .where(eq(owners.id, world.profile.ownerId));
    const address = onFile?.email as string;
    const before = (await mailTo(test, address)).rows.length;
    const renew = (link: string) =>
      as(test.app, null).post(`${expressPayApi}/renew`, { strategy: 'email', link });

    const renewed = await renew(first.link as string);
    expect(renewed.statusCode).toBe(202);
    expect(renewed.json()).toEqual({ message: renewalMessage });
    const fresh = await mailTo(test, address);
    expect(fresh.rows.length).toBe(before + 1);
    expect(fresh.rows[0]?.text).toContain('You asked for a new link');
    // the ended link does not come back to the payer who held it, and the new one works
    expect((await mailTo(test, 'renter@example.net')).rows).toHaveLength(1);
    expect((await authenticate(test, fresh.link as string)).statusCode).toBe(200);

    // an unknown link gets the same answer and sends nothing
    const unknown = await renew('E'.repeat(43));
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: renewalMessage });
    expect((await mailTo(test, address)).rows.length).toBe(before + 1);
  });
});
