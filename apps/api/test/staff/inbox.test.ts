import type { Conversation } from '@hoa/contracts/messages';
import type { StaffConversation, StaffConversationList } from '@hoa/contracts/staff-inbox';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { conversationMessages } from '../../src/db/schema/messages';
import { as, usersApi } from '../calls';
import { forEachDatabase } from '../helper';
import { createProfileWorld, type ProfileWorld, refusedMessages } from '../profile/profile-world';
import { otherCompany } from './other-company';

vi.setConfig({ testTimeout: 120_000 });

const inbox = `${usersApi}/Staff/Messages`;

async function start(world: ProfileWorld, who: 'a' | 'b', subject: string, message: string) {
  const response = await as(world.test.app, world[who].token).post(`${usersApi}/Messages`, {
    ownerId: world[who].ownerId,
    subject,
    message,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Conversation>();
}

async function list(world: ProfileWorld, query = '') {
  const response = await as(world.test.app, world.staff.token).get(`${inbox}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<StaffConversationList>();
}

forEachDatabase((kind) => {
  it('lists the company’s conversations newest first, filters and searches them, and answers as management', async () => {
    const world = await createProfileWorld(kind);
    const pool = await start(world, 'a', 'Pool gate', 'The gate code does not work.');
    world.clock.set(new Date('2026-11-20T15:05:00Z'));
    const gutters = await start(world, 'b', 'Gutters', 'When are the gutters cleaned?');

    let all = await list(world);
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.items.map((c) => [c.subject, c.ownerName, c.unanswered])).toEqual([
      ['Gutters', 'Blair Baker', true],
      ['Pool gate', 'Alex Able', true],
    ]);

    world.clock.set(new Date('2026-11-20T15:10:00Z'));
    const reply = await as(world.test.app, world.staff.token).post(`${inbox}/${pool.id}`, {
      message: '  The code was reset; a new one is in the mail.  ',
    });
    expect(reply.statusCode).toBe(201);
    const answered = reply.json<StaffConversation>();
    expect(answered).toMatchObject({ id: pool.id, ownerName: 'Alex Able', subject: 'Pool gate' });
    expect(answered.messages.map((m) => [m.author, m.authorName, m.body])).toEqual([
      ['homeowner', 'Alex Able', 'The gate code does not work.'],
      ['management', 'Sam Staff', 'The code was reset; a new one is in the mail.'],
    ]);
    const rows = await world.test.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, pool.id));
    expect(rows.at(-1)).toMatchObject({ authorUserId: world.staff.userId, actorUserId: null });

    all = await list(world);
    expect(all.items.map((c) => [c.id, c.unanswered, c.messageCount])).toEqual([
      [pool.id, false, 2],
      [gutters.id, true, 1],
    ]);
    expect((await list(world, '?unanswered=true')).items.map((c) => c.id)).toEqual([gutters.id]);
    expect((await list(world, '?search=able')).items.map((c) => c.id)).toEqual([pool.id]);
    expect((await list(world, '?search=GUTTER')).items.map((c) => c.id)).toEqual([gutters.id]);
    expect((await list(world, '?search=100%25')).total).toBe(0);
    expect(await list(world, '?pageSize=1&page=2')).toMatchObject({
      total: 2,
      items: [{ id: gutters.id }],
    });

    // the homeowner sees the answer on their side
    const mine = await as(world.test.app, world.a.token).get(`${usersApi}/Messages/${pool.id}`);
    expect(mine.json<Conversation>().messages.at(-1)).toMatchObject({
      author: 'management',
      authorName: 'Sam Staff',
    });
    const opened = await as(world.test.app, world.staff.token).get(`${inbox}/${gutters.id}`);
    expect(opened.json<StaffConversation>()).toMatchObject({ ownerName: 'Blair Baker', subject: 'Gutters' });
  });

  it('keeps each company to its own conversations (404) and the inbox to staff signed in as themselves', async () => {
    const world = await createProfileWorld(kind);
    const pool = await start(world, 'a', 'Pool gate', 'The gate code does not work.');
    const other = await otherCompany(world.test);
    const theirs = `${inbox}/${other.conversationId}`;
    expect((await as(world.test.app, world.staff.token).get(theirs)).statusCode).toBe(404);
    expect((await as(world.test.app, world.staff.token).post(theirs, { message: 'Hi' })).statusCode).toBe(
      404,
    );
    expect((await as(world.test.app, world.staff.token).get(`${inbox}/999999`)).statusCode).toBe(404);
    expect((await list(world)).items.map((c) => c.id)).toEqual([pool.id]);
    const otherList = await as(world.test.app, other.tokens.staff).get(inbox);
    expect(otherList.json<StaffConversationList>().items.map((c) => c.id)).toEqual([other.conversationId]);
    expect((await as(world.test.app, other.tokens.staff).get(`${inbox}/${pool.id}`)).statusCode).toBe(404);

    for (const token of [world.a.token, world.chair.token, world.mimicA.token, other.tokens.homeowner]) {
      expect((await as(world.test.app, token).get(inbox)).statusCode).toBe(403);
      expect((await as(world.test.app, token).get(`${inbox}/${pool.id}`)).statusCode).toBe(403);
      expect(
        (await as(world.test.app, token).post(`${inbox}/${pool.id}`, { message: 'Hi' })).statusCode,
      ).toBe(403);
    }
    expect((await as(world.test.app, null).get(inbox)).statusCode).toBe(401);
    const rows = await world.test.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, pool.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses an empty, blank or too long answer with the spec's words, writing nothing", async () => {
    const world = await createProfileWorld(kind);
    const pool = await start(world, 'a', 'Pool gate', 'The gate code does not work.');
    for (const [body, text] of refusedMessages) {
      const response = await as(world.test.app, world.staff.token).post(`${inbox}/${pool.id}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain(`body.message: ${text}`);
    }
    expect((await list(world)).items[0]).toMatchObject({ messageCount: 1, unanswered: true });
    const longest = await as(world.test.app, world.staff.token).post(`${inbox}/${pool.id}`, {
      message: 'x'.repeat(2000),
    });
    expect(longest.statusCode).toBe(201);
    expect((await as(world.test.app, world.staff.token).get(`${inbox}?page=0`)).statusCode).toBe(400);
  });
});
