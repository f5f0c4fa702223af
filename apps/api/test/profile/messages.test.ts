import { type Conversation, type ConversationList, messageTexts } from '@hoa/contracts/messages';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { conversationMessages } from '../../src/db/schema/messages';
import { as, usersApi } from '../calls';
import { forEachDatabase } from '../helper';
import { createProfileWorld, type ProfileWorld, refusedMessages } from './profile-world';

const messages = `${usersApi}/Messages`;

async function start(world: ProfileWorld, subject = 'Pool gate', message = 'The gate code does not work.') {
  const response = await as(world.test.app, world.a.token).post(messages, {
    ownerId: world.a.ownerId,
    subject,
    message,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Conversation>();
}

forEachDatabase((kind) => {
  it('starts a conversation, lists it, reads it and replies in it', async () => {
    const world = await createProfileWorld(kind);
    const conversation = await start(world);
    expect(conversation).toMatchObject({
      ownerId: world.a.ownerId,
      subject: 'Pool gate',
      managementCompany: 'Acme Community Management',
      messages: [{ author: 'homeowner', authorName: 'Alex Able', body: 'The gate code does not work.' }],
    });
    world.clock.set(new Date('2026-11-20T15:05:00Z'));
    const second = await start(world, 'Gutters', 'When are the gutters cleaned?');
    let list = (await as(world.test.app, world.a.token).get(messages)).json<ConversationList>();
    expect(list.total).toBe(2);
    expect(list.conversations.map((c) => c.subject)).toEqual(['Gutters', 'Pool gate']);
    expect(list.conversations[0]).toMatchObject({ id: second.id, messageCount: 1 });
    world.clock.set(new Date('2026-11-20T15:10:00Z'));
    const reply = await as(world.test.app, world.a.token).post(`${messages}/${conversation.id}`, {
      message: '  Any news?  ',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json<Conversation>().messages.map((m) => m.body)).toEqual([
      'The gate code does not work.',
      'Any news?',
    ]);
    const read = await as(world.test.app, world.a.token).get(`${messages}/${conversation.id}`);
    expect(read.json<Conversation>().messages).toHaveLength(2);
    list = (await as(world.test.app, world.a.token).get(`${messages}?limit=1`)).json<ConversationList>();
    expect(list).toMatchObject({ total: 2, conversations: [{ id: conversation.id, messageCount: 2 }] });
    expect(list.conversations[0]?.lastMessage.body).toBe('Any news?');
  });

  it("homeowners send and read only their own (another's conversation is 404); staff only in mimic mode", async () => {
    const world = await createProfileWorld(kind);
    const conversation = await start(world);
    const path = `${messages}/${conversation.id}`;
    for (const token of [world.b.token, world.staff.token, world.chair.token]) {
      expect((await as(world.test.app, token).get(path)).statusCode).toBe(404);
      expect((await as(world.test.app, token).post(path, { message: 'Sneaky' })).statusCode).toBe(404);
      expect((await as(world.test.app, token).get(messages)).json()).toEqual({ conversations: [], total: 0 });
    }
    // starting one for someone else's owner record
    const forA = await as(world.test.app, world.b.token).post(messages, {
      ownerId: world.a.ownerId,
      subject: 'Hi',
      message: 'Hi',
    });
    expect(forA.statusCode).toBe(404);
    expect((await as(world.test.app, world.a.token).get(`${messages}/999999`)).statusCode).toBe(404);
    expect((await as(world.test.app, null).get(messages)).statusCode).toBe(401);
    // staff acting as A read and write A's, recorded with the staff member as actor
    expect((await as(world.test.app, world.mimicA.token).get(path)).statusCode).toBe(200);
    expect(
      (await as(world.test.app, world.mimicA.token).post(path, { message: 'Sent by staff for A' }))
        .statusCode,
    ).toBe(201);
    const rows = await world.test.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation.id));
    expect(rows.map((row) => [row.authorUserId, row.actorUserId])).toEqual([
      [world.a.userId, null],
      [world.a.userId, world.staff.userId],
    ]);
  });

  it("refuses an empty, blank or too long message with the spec's words, writing nothing", async () => {
    const world = await createProfileWorld(kind);
    const conversation = await start(world);
    for (const [body, text] of refusedMessages) {
      const reply = await as(world.test.app, world.a.token).post(`${messages}/${conversation.id}`, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().detail).toContain(`body.message: ${text}`);
      const fresh = await as(world.test.app, world.a.token).post(messages, {
        ownerId: world.a.ownerId,
        subject: 'S',
        ...(body as object),
      });
      expect(fresh.json().detail).toContain(text);
    }
    const noSubject = await as(world.test.app, world.a.token).post(messages, {
      ownerId: world.a.ownerId,
      subject: ' ',
      message: 'Hi',
    });
    expect(noSubject.json().detail).toContain(`body.subject: ${messageTexts.subjectRequired}`);
    expect(
      (
        await as(world.test.app, world.a.token).post(`${messages}/${conversation.id}`, {
          message: 'x'.repeat(2000),
        })
      ).statusCode,
    ).toBe(201);
    expect((await as(world.test.app, world.a.token).get(messages)).json<ConversationList>().total).toBe(1);
  });
});
