import { and, eq } from 'drizzle-orm';
import { assistantMessages, assistantThreads } from '../src/db/schema/assistant';
import { associations } from '../src/db/schema/associations';
import { subLedgers } from '../src/db/schema/books';
import { homeownerRequests, requestAttachments } from '../src/db/schema/community';
import { documentDirectories, documents } from '../src/db/schema/documents';
import { properties } from '../src/db/schema/properties';
import { users } from '../src/db/schema/users';
import { demoCompany } from '../src/seed/demo';
import { createFactories } from '../src/seed/factories';
import { signIn } from './calls';
import type { TestApp } from './helper';
import { type ProfileIds, profileIdsOf } from './profile/matrix-ids';

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
  /** Homeowner A's owner, primary contacts and a conversation (profile and messages). */
  profile: ProfileIds;
  /** Demo folders and files of Meadowbrook Commons (board-only ones included). */
  documents: {
    governingFolder: number;
    boardOnlyFolder: number;
    minutesFolder: number;
    bylaws: number;
    draftBudget: number;
    approvedBudget: number;
  };
  /** Homeowner A's home (HP00001). */
  propertyIds: { homeownerA: number };
  /**
   * Demo ARC requests of Meadowbrook Commons (ADR 111): an open one (MC00020) with its file, and one
   * asked for more information (MC00024), where the chair's non-final decision can be repeated.
   */
  arc: { openRequestId: number; attachmentId: number; moreInformationRequestId: number };
  /** Homeowner A's rules-assistant threads in Harbor Pointe: one with a declined answer, one to delete. */
  assistant: { threadId: number; answerId: number; spareThreadId: number };
}

/** The demo ARC request of the home with this account number. */
export async function arcRequestIdOf(test: TestApp, accountNumber: string): Promise<number> {
  const [row] = await test.database.db
    .select({ id: homeownerRequests.id })
    .from(homeownerRequests)
    .innerJoin(properties, eq(properties.id, homeownerRequests.propertyId))
    .where(and(eq(properties.accountNumber, accountNumber), eq(homeownerRequests.kind, 'arc')));
  if (!row) throw new Error(`No demo ARC request for ${accountNumber}`);
  return row.id;
}

/** Two threads of homeowner A in Harbor Pointe, the first with a question and the assistant's decline. */
async function assistantIdsOf(
  test: TestApp,
  userId: number,
  associationId: number,
): Promise<World['assistant']> {
  const db = test.database.db;
  const now = new Date();
  const [thread, spare] = await db
    .insert(assistantThreads)
    .values([
      { userId, associationId, title: 'Pool heating', createdAt: now, updatedAt: now },
      { userId, associationId, title: 'Spare', createdAt: now, updatedAt: now },
    ])
    .returning({ id: assistantThreads.id });
  const [question] = await db
    .insert(assistantMessages)
    .values({ threadId: thread?.id as number, role: 'user', text: 'Is the pool heated?', createdAt: now })
    .returning({ id: assistantMessages.id });
  const [answer] = await db
    .insert(assistantMessages)
    .values({
      threadId: thread?.id as number,
      role: 'assistant',
      text: 'I could not find the answer to that.',
      kind: 'declined',
      questionId: question?.id as number,
      createdAt: now,
    })
    .returning({ id: assistantMessages.id });
  return {
    threadId: thread?.id as number,
    answerId: answer?.id as number,
    spareThreadId: spare?.id as number,
  };
}

async function arcIdsOf(test: TestApp): Promise<World['arc']> {
  const idOf = (accountNumber: string) => arcRequestIdOf(test, accountNumber);
  const openRequestId = await idOf('MC00020');
  const [file] = await test.database.db
    .select({ id: requestAttachments.id })
    .from(requestAttachments)
    .where(eq(requestAttachments.requestId, openRequestId));
  if (!file) throw new Error('No demo ARC attachment');
  return { openRequestId, attachmentId: file.id, moreInformationRequestId: await idOf('MC00024') };
}

async function demoDocumentIds(test: TestApp, associationId: number): Promise<World['documents']> {
  const folders = await test.database.db
    .select({ id: documentDirectories.id, name: documentDirectories.name })
    .from(documentDirectories)
    .where(eq(documentDirectories.associationId, associationId));
  const files = await test.database.db
    .select({ id: documents.id, name: documents.name })
    .from(documents)
    .where(eq(documents.associationId, associationId));
  const idOf = (rows: { id: number; name: string }[], name: string) => {
    const row = rows.find((one) => one.name === name);
    if (!row) throw new Error(`No demo document or folder ${name}`);
    return row.id;
  };
  return {
    governingFolder: idOf(folders, 'Governing Documents'),
    boardOnlyFolder: idOf(folders, 'Board Only'),
    minutesFolder: idOf(folders, 'Meeting Minutes'),
    bylaws: idOf(files, 'Bylaws.pdf'),
    draftBudget: idOf(files, 'Draft Budget.pdf'),
    approvedBudget: idOf(files, 'Approved Budget.pdf'),
  };
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
 * and chair of Meadowbrook and of Harbor Pointe, staff), a board member of Sunset Ridge only, and staff
 * mimicking homeowner A.
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
  const issue = (userId: number, actorUserId?: number) =>
    signIn(test.app, {
      userId,
      customer: demoCompany.code,
      // a mimic token, as POST /Staff/Mimic mints it: with its session id
      ...(actorUserId ? { actorUserId, sessionId: `matrix-mimic-${actorUserId}` } : {}),
    });
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
    profile: await profileIdsOf(test, userIds.homeownerA),
    documents: await demoDocumentIds(test, associationIds.meadow),
    propertyIds: { homeownerA: homeownerAProperty?.id as number },
    arc: await arcIdsOf(test),
    assistant: await assistantIdsOf(test, userIds.homeownerA, associationIds.harbor),
  };
}
