import { and, eq } from 'drizzle-orm';
import { associations } from '../src/db/schema/associations';
import { subLedgers } from '../src/db/schema/books';
import { properties } from '../src/db/schema/properties';
import { users } from '../src/db/schema/users';
import { demoCompany } from '../src/seed/demo';
import { createFactories } from '../src/seed/factories';
import type { TestApp } from './helper';

/** Who the authorization tests call as (the seven of issue 3, plus staff in mimic mode). */
export const principalNames = [
  'anonymous',
  'homeownerA',
  'homeownerB',
  'boardOther',
  'board',
  'chair',
  'staff',
  'mimic',
] as const;
export type PrincipalName = (typeof principalNames)[number];

export interface World {
  tokens: Record<PrincipalName, string | null>;
  userIds: Record<Exclude<PrincipalName, 'anonymous' | 'mimic'>, number>;
  associationIds: { harbor: number; meadow: number; sunset: number };
  /** Homeowner A's primary sub-ledger (account HP00001). */
  subLedgerIds: { homeownerA: number };
  /** Homeowner A's home (HP00001). */
  propertyIds: { homeownerA: number };
}

async function userIdOf(test: TestApp, email: string): Promise<number> {
  const [row] = await test.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No demo user ${email}`);
  return row.id;
}

async function associationIdOf(test: TestApp, slug: string): Promise<number> {
  const [row] = await test.database.db
    .select({ id: associations.id })
    .from(associations)
    .where(eq(associations.slug, slug));
  if (!row) throw new Error(`No demo association ${slug}`);
  return row.id;
}

/**
 * On a seeded app: the demo logins (homeowner A, homeowner B with homes in two associations, board member
 * and chair of Meadowbrook, staff), a board member of Sunset Ridge only, and staff mimicking homeowner A.
 */
export async function signInEveryone(test: TestApp): Promise<World> {
  const make = createFactories(test.database.db, 99);
  const associationIds = {
    harbor: await associationIdOf(test, 'harbor-pointe'),
    meadow: await associationIdOf(test, 'meadowbrook-commons'),
    sunset: await associationIdOf(test, 'sunset-ridge'),
  };
  const [company] = await test.database.db.select().from(users).where(eq(users.email, 'staff@example.com'));
  const boardOtherUser = await make.user({
    managementCompanyId: company?.managementCompanyId as number,
    email: 'board-sunset@example.com',
    displayName: 'Avery Sunset',
  });
  const owner = await make.owner({ managementCompanyId: company?.managementCompanyId as number });
  await make.linkUserToOwner(boardOtherUser.id, owner.id);
  await make.property({ associationId: associationIds.sunset, ownerId: owner.id, accountNumber: 'SRX0001' });
  await make.membership(boardOtherUser.id, associationIds.sunset, 'homeowner');
  await make.membership(boardOtherUser.id, associationIds.sunset, 'board_member');

  const userIds = {
    homeownerA: await userIdOf(test, 'homeowner@example.com'),
    homeownerB: await userIdOf(test, 'owner2@example.com'),
    boardOther: boardOtherUser.id,
    board: await userIdOf(test, 'board@example.com'),
    chair: await userIdOf(test, 'chair@example.com'),
    staff: await userIdOf(test, 'staff@example.com'),
  };
  const issue = async (userId: number, actorUserId?: number) =>
    (
      await test.app.accessTokens.issue({
        userId,
        customer: demoCompany.code,
        // a mimic token, as POST /Staff/Mimic mints it: with its session id
        ...(actorUserId ? { actorUserId, sessionId: `matrix-mimic-${actorUserId}` } : {}),
      })
    ).token;
  const tokens: World['tokens'] = {
    anonymous: null,
    homeownerA: await issue(userIds.homeownerA),
    homeownerB: await issue(userIds.homeownerB),
    boardOther: await issue(userIds.boardOther),
    board: await issue(userIds.board),
    chair: await issue(userIds.chair),
    staff: await issue(userIds.staff),
    mimic: await issue(userIds.homeownerA, userIds.staff),
  };
  const [homeownerALedger] = await test.database.db
    .select({ id: subLedgers.id })
    .from(subLedgers)
    .innerJoin(properties, eq(properties.id, subLedgers.propertyId))
    .where(and(eq(properties.accountNumber, 'HP00001'), eq(subLedgers.isPrimary, true)));
  if (!homeownerALedger) throw new Error('No demo sub-ledger for HP00001');
  const [homeownerAProperty] = await test.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.accountNumber, 'HP00001'));
  return {
    tokens,
    userIds,
    associationIds,
    subLedgerIds: { homeownerA: homeownerALedger.id },
    propertyIds: { homeownerA: homeownerAProperty?.id as number },
  };
}

export const bearer = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
