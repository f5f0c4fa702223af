import type { AuditEntry, AuditLogPage } from '@hoa/contracts/audit-log';
import type { RequestDetail } from '@hoa/contracts/community';
import type { Conversation } from '@hoa/contracts/messages';
import type { StaffConversation } from '@hoa/contracts/staff-inbox';
import { expect, it, vi } from 'vitest';
import { fixedClock } from '../../src/clock';
import { actionItemsApi, as, errorOf, usersApi } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';
import { signInEveryone } from '../principals';

vi.setConfig({ testTimeout: 120_000 });

const auditLog = `${usersApi}/Staff/AuditLog`;

forEachDatabase((kind) => {
  async function setup(startAt = '2026-11-22T12:00:00Z') {
    const clock = fixedClock(new Date(startAt));
    const test = await buildTestApp(kind, { seed: true, clock });
    return { ...test, clock, world: await signInEveryone(test) };
  }

  it('shows a message staff sent in mimic mode as sent on the homeowner’s behalf, to both sides', async () => {
    const { app, world } = await setup();
    const { tokens, profile } = world;
    const mimic = tokens.mimic as string;
    const started = await as(app, mimic).post(`${usersApi}/Messages`, {
      ownerId: profile.ownerId,
      subject: 'Gate remote',
      message: 'Please send a new gate remote.',
    });
    expect(started.statusCode).toBe(201);
    const conversation = started.json<Conversation>();
    expect(conversation.messages.at(-1)).toMatchObject({
      authorName: 'Jordan Rivera',
      onBehalfBy: { name: 'Sam Taylor' },
    });
    // the homeowner's own reply is theirs alone
    const own = await as(app, tokens.homeownerA).post(`${usersApi}/Messages/${conversation.id}`, {
      message: 'Thank you.',
    });
    expect(own.json<Conversation>().messages.map((m) => m.onBehalfBy)).toEqual([
      { name: 'Sam Taylor' },
      null,
    ]);

    const mine = await as(app, tokens.homeownerA).get(`${usersApi}/Messages`);
    const summary = mine
      .json<{ conversations: { id: number; lastMessage: { onBehalfBy: unknown } }[] }>()
      .conversations.find((c) => c.id === conversation.id);
    expect(summary?.lastMessage.onBehalfBy).toBeNull();

    const staffView = await as(app, tokens.staff).get(`${usersApi}/Staff/Messages/${conversation.id}`);
    expect(staffView.json<StaffConversation>().messages[0]).toMatchObject({
      author: 'homeowner',
      onBehalfBy: { name: 'Sam Taylor' },
    });
    const inbox = await as(app, tokens.staff).get(`${usersApi}/Staff/Messages?search=Gate%20remote`);
    expect(
      inbox.json<{ items: { lastMessage: { onBehalfBy: unknown } }[] }>().items[0]?.lastMessage,
    ).toMatchObject({ onBehalfBy: null });

    // a request's thread records the same
    const requests = await as(app, tokens.homeownerA).get(`${actionItemsApi}/HomeownerRequests`);
    const requestId = requests.json<{ requests: { id: number }[] }>().requests[0]?.id as number;
    const posted = await as(app, mimic).post(`${actionItemsApi}/HomeownerRequests/${requestId}/Messages`, {
      body: 'Following up for the owner.',
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json<RequestDetail>().messages.at(-1)).toMatchObject({
      author: 'homeowner',
      onBehalfBy: { name: 'Sam Taylor' },
    });

    const entries = (await as(app, tokens.staff).get(auditLog)).json<AuditLogPage>().items;
    const sent = entries.find((e) => e.route === '/svc/users/api/Messages');
    expect(sent).toMatchObject({
      staff: { name: 'Sam Taylor', email: 'staff@example.com' },
      homeowner: { name: 'Jordan Rivera', email: 'homeowner@example.com' },
      method: 'POST',
      status: 201,
      changes: {
        kind: 'change',
        object: 'message',
        before: null,
        after: {
          conversation: conversation.id,
          subject: 'Gate remote',
          message: 'Please send a new gate remote.',
        },
      },
    });
    expect(entries.find((e) => e.route.endsWith('/HomeownerRequests/:id/Messages'))?.changes).toMatchObject({
      object: 'request message',
      after: { request: requestId, body: 'Following up for the owner.' },
    });
    // the homeowner's own writes are not audited
    expect(entries.filter((e) => e.route === '/svc/users/api/Messages/:id')).toEqual([]);
  });

  it('records before and after of profile changes, secrets left out', async () => {
    const { app, world } = await setup();
    const { tokens, profile } = world;
    const mimic = tokens.mimic as string;
    const owner = `${usersApi}/Homeowner/${profile.ownerId}`;
    const before = (await as(app, tokens.homeownerA).get(`${owner}/Preferences`)).json<{
      receivePayBillingText: boolean;
      sendPaymentConfirmationEmail: boolean;
    }>();
    const changed = await as(app, mimic).patch(`${owner}/Preferences`, {
      sendPaymentConfirmationEmail: !before.sendPaymentConfirmationEmail,
    });
    expect(changed.statusCode).toBe(200);
    const added = await as(app, mimic).post(`${owner}/contact`, {
      type: 'phone',
      label: 'Cell',
      phone: '(555) 010-2233',
    });
    expect(added.statusCode).toBe(201);
    const contactId = added.json<{ id: number }>().id;
    expect(
      (
        await as(app, mimic).patch(`${owner}/contact/${contactId}`, {
          type: 'phone',
          label: 'Work',
          phone: '(555) 010-4455',
        })
      ).statusCode,
    ).toBe(200);
    expect((await as(app, mimic).delete(`${owner}/contact/${contactId}`)).statusCode).toBe(204);
    // refused, and its body holds secrets: recorded with them left out
    const reset = await as(app, mimic).put(`${usersApi}/OneTimePassword/reset`, {
      password: 'hunter2-secret',
      confirmPassword: 'hunter2-secret',
    });
    expect(reset.statusCode).toBe(403);

    const page = (await as(app, tokens.staff).get(`${auditLog}?pageSize=100`)).json<AuditLogPage>();
    const changesOf = (method: string, route: string) =>
      page.items.find((e: AuditEntry) => e.method === method && e.route === route)?.changes;
    expect(changesOf('PATCH', '/svc/users/api/Homeowner/:id/Preferences')).toMatchObject({
      kind: 'change',
      object: 'preferences',
      before: { sendPaymentConfirmationEmail: before.sendPaymentConfirmationEmail },
      after: { sendPaymentConfirmationEmail: !before.sendPaymentConfirmationEmail },
    });
    expect(changesOf('POST', '/svc/users/api/Homeowner/:id/contact')).toMatchObject({
      before: null,
      after: { id: contactId, label: 'Cell', phone: '(555) 010-2233' },
    });
    expect(changesOf('PATCH', '/svc/users/api/Homeowner/:id/contact/:contactId')).toMatchObject({
      before: { label: 'Cell', phone: '(555) 010-2233' },
      after: { label: 'Work', phone: '(555) 010-4455' },
    });
    expect(changesOf('DELETE', '/svc/users/api/Homeowner/:id/contact/:contactId')).toMatchObject({
      before: { label: 'Work' },
      after: null,
    });
    const resetEntry = page.items.find((e) => e.route === '/svc/users/api/OneTimePassword/reset');
    expect(resetEntry).toMatchObject({
      status: 403,
      changes: { kind: 'request', body: { password: '[redacted]', confirmPassword: '[redacted]' } },
    });
    expect(JSON.stringify(page)).not.toContain('hunter2');
  });

  it('is read by staff as themselves only, filtered and paged; bad filters are 400 naming the field', async () => {
    const { app, world, clock } = await setup('2026-11-22T23:50:00Z');
    const { tokens, profile } = world;
    const mimic = tokens.mimic as string;
    clock.set(new Date('2026-11-22T23:55:00Z'));
    await as(app, mimic).post(`${usersApi}/Messages/${profile.conversationId}`, { message: 'First.' });
    expect((await as(app, tokens.homeownerA).get(auditLog)).statusCode).toBe(403);
    expect((await as(app, tokens.board).get(auditLog)).statusCode).toBe(403);
    expect((await as(app, mimic).get(auditLog)).statusCode).toBe(403);
    expect((await as(app, null).get(auditLog)).statusCode).toBe(401);
    // past midnight (UTC), while the tokens still stand
    clock.set(new Date('2026-11-23T00:03:00Z'));
    await as(app, mimic).post(`${usersApi}/Messages/${profile.conversationId}`, { message: 'Second.' });

    const read = async (query: string) => {
      const response = await as(app, tokens.staff).get(`${auditLog}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AuditLogPage>();
    };
    const all = await read('');
    expect(all.total).toBe(2);
    expect(all.items.map((e) => e.changes?.kind === 'change' && e.changes.after?.message)).toEqual([
      'Second.',
      'First.',
    ]);
    expect(all.staffMembers).toEqual([{ userId: world.userIds.staff, name: 'Sam Taylor' }]);
    expect((await read('pageSize=1&page=2')).items.map((e) => e.occurredAt)).toEqual([
      '2026-11-22T23:55:00.000Z',
    ]);
    expect((await read('homeowner=rivera')).total).toBe(2);
    expect((await read('homeowner=HOMEOWNER@example')).total).toBe(2);
    expect((await read('homeowner=patel')).total).toBe(0);
    expect((await read(`staffUserId=${world.userIds.staff}`)).total).toBe(2);
    expect((await read(`staffUserId=${world.userIds.homeownerA}`)).total).toBe(0);
    expect((await read('from=2026-11-23')).total).toBe(1);
    expect((await read('to=2026-11-22')).total).toBe(1);
    expect((await read('from=2026-11-22&to=2026-11-23')).total).toBe(2);
    // both were on the evening of the 22nd in New York
    expect((await read('from=2026-11-22&to=2026-11-22&timeZone=America/New_York')).total).toBe(2);
    expect((await read('from=2026-11-23&timeZone=America/New_York')).total).toBe(0);

    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-11-23&to=2026-11-22', 'to'],
      ['staffUserId=abc', 'staffUserId'],
      ['timeZone=Mars/Olympus', 'timeZone'],
      ['pageSize=1000', 'pageSize'],
    ] as const) {
      const response = await as(app, tokens.staff).get(`${auditLog}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).detail, query).toContain(field);
    }
  });
});
