import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { queryRows } from '../../src/db/database';
import { auditLog } from '../../src/db/schema/audit-log';
import { createFactories } from '../../src/seed/factories';
import { as, signIn } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';
import { signInEveryone } from '../principals';

const base = '/svc/users/api';

forEachDatabase((kind) => {
  async function setup() {
    const clock = fixedClock(new Date('2026-11-22T12:00:00Z'));
    const test = await buildTestApp(kind, { seed: true, clock });
    return { ...test, clock, world: await signInEveryone(test) };
  }

  it('searches the company’s homeowners by name, e-mail, account number and address, paginated', async () => {
    const { app, world } = await setup();
    const search = async (query: string) =>
      (await as(app, world.tokens.staff).get(`${base}/Staff/Homeowners?${query}`)).json();
    const byName = await search('search=rivera');
    expect(byName.items.map((i: { email: string }) => i.email)).toEqual(['homeowner@example.com']);
    expect((await search('search=OWNER2@')).total).toBe(1);
    const byAccount = await search(`search=${byName.items[0].properties[0].accountNumber}`);
    expect(byAccount.items.map((i: { email: string }) => i.email)).toContain('homeowner@example.com');
    const byAddress = await search(`search=${encodeURIComponent(byName.items[0].properties[0].address1)}`);
    expect(byAddress.total).toBeGreaterThanOrEqual(1);
    const all = await search('pageSize=2&page=2');
    // four demo homeowner logins, Sunset's board member, Meadowbrook's three other board members (ADR 111)
    expect(all).toMatchObject({ page: 2, pageSize: 2, total: 8 });
    expect(all.items).toHaveLength(2);
    expect((await search('search=staff@')).total).toBe(0);
    expect((await search('search=100%25')).total).toBe(0);
  });

  it('starts mimic mode through the handover link, shows it in /Security, audits writes, and ends it', async () => {
    const { app, world, clock, database } = await setup();
    const started = await as(app, world.tokens.staff).post(`${base}/Staff/Mimic`, {
      userId: world.userIds.homeownerA,
    });
    expect(started.statusCode).toBe(200);
    const { handoverUrl, expiresAt } = started.json();
    expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(30 * 60 * 1000);
    const handover = new URL(handoverUrl, 'http://portal.test').searchParams.get('token');
    expect(new URL(handoverUrl, 'http://portal.test').pathname).toBe('/auth/jwt');

    clock.set(new Date('2026-11-22T12:01:00Z'));
    const exchanged = await as(app, null).post(`${base}/Users/Authenticate/Handover`, { token: handover });
    expect(exchanged.statusCode).toBe(200);
    const session = exchanged.json();
    expect(session).toMatchObject({ userId: world.userIds.homeownerA, expiresAt });
    const replay = await as(app, null).post(`${base}/Users/Authenticate/Handover`, { token: handover });
    expect(replay.statusCode).toBe(401);

    const security = await as(app, session.token).get(`${base}/Security`);
    expect(security.json()).toEqual({
      userId: world.userIds.homeownerA,
      customer: 'demo',
      isStaff: false,
      mimic: { actorUserId: world.userIds.staff, actorName: 'Sam Taylor', expiresAt },
    });
    const staffArea = await as(app, session.token).get(`${base}/Staff/Homeowners`);
    expect(staffArea.statusCode).toBe(403);
    const refusedWrite = await as(app, session.token).post(`${base}/Staff/Mimic`, {
      userId: world.userIds.homeownerB,
    });
    expect(refusedWrite.statusCode).toBe(403);
    const ended = await as(app, session.token).delete(`${base}/Staff/Mimic`);
    expect(ended.statusCode).toBe(204);
    // ended means ended: every token of the session (the redeemed one and the one the start returned)
    // stops working, well before its 30 minutes are up
    const afterEnd = await as(app, session.token).get(`${base}/Security`);
    expect(afterEnd.statusCode).toBe(401);
    const startToken = await as(app, started.json().token).get(`${base}/Security`);
    expect(startToken.statusCode).toBe(401);

    const rows = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.map((r) => [r.method, r.route, r.status, r.actorUserId, r.subjectUserId])).toEqual([
      ['MIMIC_START', `${base}/Staff/Mimic`, 200, world.userIds.staff, world.userIds.homeownerA],
      ['POST', `${base}/Staff/Mimic`, 403, world.userIds.staff, world.userIds.homeownerA],
      ['MIMIC_END', `${base}/Staff/Mimic`, 204, world.userIds.staff, world.userIds.homeownerA],
      ['DELETE', `${base}/Staff/Mimic`, 204, world.userIds.staff, world.userIds.homeownerA],
    ]);

    clock.set(new Date(new Date(expiresAt).getTime() + 1000));
    const expired = await as(app, session.token).get(`${base}/Security`);
    expect(expired.statusCode).toBe(401);
  });

  it('hides homeowners of another company and refuses non-staff', async () => {
    const { app, world, database } = await setup();
    const make = createFactories(database.db, 5);
    const company = await make.managementCompany();
    const foreignStaff = await make.user({ managementCompanyId: company.id, isStaff: true });
    const token = await signIn(app, { userId: foreignStaff.id, customer: company.code });
    const foreign = await as(app, token).post(`${base}/Staff/Mimic`, { userId: world.userIds.homeownerA });
    expect(foreign.statusCode).toBe(404);
    const search = await as(app, token).get(`${base}/Staff/Homeowners`);
    expect(search.json()).toMatchObject({ total: 0, items: [] });
    const homeowner = await as(app, world.tokens.homeownerA).post(`${base}/Staff/Mimic`, {
      userId: world.userIds.homeownerB,
    });
    expect(homeowner.statusCode).toBe(403);
  });

  it('rejects UPDATE, DELETE and TRUNCATE on the audit log in the database', async () => {
    const { database, world } = await setup();
    await database.db.insert(auditLog).values({
      occurredAt: new Date(),
      actorUserId: world.userIds.staff,
      subjectUserId: world.userIds.homeownerA,
      method: 'POST',
      route: '/x',
      status: 200,
      requestId: 'r1',
    });
    const failure = (query: Promise<unknown>) =>
      query.then(
        () => 'succeeded',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await failure(database.db.execute(sql`update audit_log set status = 500`))).toMatch(
      /audit_log is append-only: UPDATE/,
    );
    expect(await failure(database.db.execute(sql`delete from audit_log`))).toMatch(/append-only: DELETE/);
    expect(await failure(database.db.execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE/);
    expect(
      await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from audit_log`),
    ).toEqual([{ n: 1 }]);
  });
});
