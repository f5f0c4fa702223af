import { asc, count, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { verifyPassword } from '../src/auth/password';
import { type Db, queryRows } from '../src/db/database';
import { associations } from '../src/db/schema/associations';
import { associationMemberships } from '../src/db/schema/memberships';
import { properties } from '../src/db/schema/properties';
import { users } from '../src/db/schema/users';
import { subLedgerBalance } from '../src/modules/books/balances';
import { demoLogins, demoPassword, seedDemo } from '../src/seed/demo';
import { demoBoardMemberEmails } from '../src/seed/demo-arc';
import { demoLinkPayerEmail } from '../src/seed/demo-express-pay';
import { as, expressPayApi } from './calls';
import { buildTestApp, clockAtThisHour, createTestDatabase, forEachDatabase } from './helper';
import { demoHomeowner, statementLinkOf } from './statements/statement-pdf-link';

// each test seeds three years of books, on a shared machine
vi.setConfig({ testTimeout: 120_000 });

async function snapshot(db: Db) {
  return {
    associations: await db
      .select({
        slug: associations.slug,
        designTemplate: associations.designTemplate,
        logoUrl: associations.logoUrl,
      })
      .from(associations)
      .orderBy(asc(associations.slug)),
    properties: await db
      .select({
        accountNumber: properties.accountNumber,
        address1: properties.address1,
        address2: properties.address2,
      })
      .from(properties)
      .orderBy(asc(properties.accountNumber)),
    users: await db
      .select({ email: users.email, isStaff: users.isStaff })
      .from(users)
      .orderBy(asc(users.email)),
  };
}

forEachDatabase((kind) => {
  it('creates the demo logins, three themed associations and about 150 properties', async () => {
    const { db } = await createTestDatabase(kind);
    expect(await seedDemo(db)).toEqual({ seeded: true });
    const data = await snapshot(db);
    // the demo logins, and Meadowbrook's three other board members (no password: ADR 111)
    expect(data.users.map((user) => user.email).sort()).toEqual(
      [...demoLogins.map((login) => login.email), ...demoBoardMemberEmails].sort(),
    );
    expect(data.associations.map((a) => a.designTemplate).sort()).toEqual(['harbor', 'meadow', 'sunset']);
    expect(data.associations.every((a) => a.logoUrl?.startsWith('/media/associations/'))).toBe(true);
    expect(data.properties.length).toBeGreaterThanOrEqual(140);
    expect(data.properties.length).toBeLessThanOrEqual(160);
    expect(new Set(data.properties.map((p) => `${p.address1} ${p.address2}`)).size).toBe(
      data.properties.length,
    );

    const [staff] = await db.select().from(users).where(eq(users.email, 'staff@example.com'));
    expect(staff?.isStaff).toBe(true);
    expect(await verifyPassword(staff?.passwordHash ?? '', demoPassword)).toBe(true);
  });

  it('gives each demo login the homes and roles it is described with', async () => {
    const { db } = await createTestDatabase(kind, { seed: true });
    const rows = await queryRows(
      db,
      `
      select u.email, count(distinct p.id)::int as homes, count(distinct p.association_id)::int as associations
      from users u left join user_owners uo on uo.user_id = u.id left join properties p on p.owner_id = uo.owner_id
      group by u.email order by u.email`,
    );
    expect(rows).toEqual([
      { email: 'board-member-3@meadowbrook.example', homes: 1, associations: 1 },
      { email: 'board-member-4@meadowbrook.example', homes: 1, associations: 1 },
      { email: 'board-member-5@meadowbrook.example', homes: 1, associations: 1 },
      { email: 'board@example.com', homes: 1, associations: 1 },
      { email: 'chair@example.com', homes: 1, associations: 1 },
      { email: 'homeowner@example.com', homes: 1, associations: 1 },
      { email: 'owner2@example.com', homes: 2, associations: 2 },
      { email: 'staff@example.com', homes: 0, associations: 0 },
    ]);
    const roles = await db
      .select({ email: users.email, role: associationMemberships.role, association: associations.name })
      .from(associationMemberships)
      .innerJoin(users, eq(users.id, associationMemberships.userId))
      .innerJoin(associations, eq(associations.id, associationMemberships.associationId))
      .orderBy(asc(users.email), asc(associations.name), asc(associationMemberships.role));
    const rolesOf = (email: string) =>
      roles.filter((r) => r.email === email).map((r) => `${r.association}: ${r.role}`);
    // Harbor Pointe's appointed board: the demo board and chair logins without a home there
    expect(rolesOf('board@example.com')).toEqual([
      'Harbor Pointe Owners Association: board_member',
      'Meadowbrook Commons HOA: board_member',
      'Meadowbrook Commons HOA: homeowner',
    ]);
    expect(rolesOf('chair@example.com')).toEqual([
      'Harbor Pointe Owners Association: board_chair',
      'Meadowbrook Commons HOA: board_chair',
      'Meadowbrook Commons HOA: homeowner',
    ]);
  });

  it('is deterministic and idempotent', async () => {
    // the run's template seeded at this hour, and a seeding of our own at the same instant
    const clock = clockAtThisHour();
    const first = await createTestDatabase(kind, { seed: true, clock });
    const second = await createTestDatabase(kind);
    await seedDemo(second.db, { clock });
    expect(await snapshot(first.db)).toEqual(await snapshot(second.db));
    expect(await seedDemo(first.db)).toEqual({ seeded: false });
    const [{ n } = { n: 0 }] = await first.db.select({ n: count() }).from(users);
    expect(n).toBe(demoLogins.length + demoBoardMemberEmails.length);
  });

  it('leaves express-pay links to take: the statement PDF’s, a one-time link e-mailed to a relative, a reminder’s', async () => {
    const database = await createTestDatabase(kind);
    await seedDemo(database.db, { demoMail: { publicUrl: 'http://localhost:3000' } });
    const test = await buildTestApp(kind, { database, demo: true });
    const home = await demoHomeowner(test);
    // a balance to pay: the link asks for a payment
    expect(await subLedgerBalance(database.db, home.subLedgerId)).toBeGreaterThan(0);

    const mailbox = async (to: string) => {
      const response = await as(test.app, null).get(`/api/demo/mailbox?to=${encodeURIComponent(to)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ subject: string; text: string }[]>();
    };
    const opens = async (strategy: 'email' | 'statement', link: string) => {
      const session = await as(test.app, null).post(`${expressPayApi}/authenticate`, { strategy, link });
      expect(session.statusCode, session.body).toBe(200);
      const account = await as(test.app, session.json<{ epayToken: string }>().epayToken).get(
        `${expressPayApi}/account`,
      );
      expect(account.json()).toMatchObject({
        associationName: 'Harbor Pointe Owners Association',
        accountNumber: '•••0001',
        balance: await subLedgerBalance(database.db, home.subLedgerId),
        paymentsAllowed: true,
      });
    };

    // the one-time link homeowner@ e-mailed to a relative
    const [sent] = await mailbox(demoLinkPayerEmail);
    expect(sent?.subject).toBe('Your payment link for Harbor Pointe Owners Association');
    const emailed = /\nhttp:\/\/localhost:3000\/epay\/email\/([\w-]{43})\n/.exec(sent?.text ?? '');
    expect(emailed).not.toBeNull();
    await opens('email', emailed?.[1] as string);

    // the reminder of next week's card payment, with the statement link of the month
    const reminder = (await mailbox('homeowner@example.com')).find((mail) =>
      mail.subject.startsWith('Reminder:'),
    );
    const reminded =
      /Pay now without signing in:\n(http:\/\/localhost:3000\/epay\/statement\/([\w-]{43}))\n/.exec(
        reminder?.text ?? '',
      );
    expect(reminded).not.toBeNull();
    await opens('statement', reminded?.[2] as string);

    // the statement PDF prints the same link (text and QR code)
    expect((await statementLinkOf(test, home.caller, home.subLedgerId))?.href).toBe(reminded?.[1]);
  });
});
