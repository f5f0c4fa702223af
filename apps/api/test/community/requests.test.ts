import { communityMessages, type RequestDetail, type RequestSummary } from '@hoa/contracts/community';
import { expect, it, vi } from 'vitest';
import { actionItemsApi, as } from '../calls';
import { forEachDatabase } from '../helper';
import { communityWorld } from './community-world';

vi.setConfig({ testTimeout: 180_000 });

type List = { requests: RequestSummary[] };

forEachDatabase((kind) => {
  it('lists only your own requests, newest first; recent=true keeps the last 30 days', async () => {
    const world = await communityWorld(kind);
    const all = await as(world.test.app, world.tokens.homeownerA).get(`${actionItemsApi}/HomeownerRequests`);
    expect(all.statusCode).toBe(200);
    const requests = all.json<List>().requests;
    expect(requests).toHaveLength(15);
    expect(new Set(requests.map((r) => `${r.kind}:${r.status}`)).size).toBe(15);
    expect(requests.every((r) => r.propertyId === world.propertyIds.homeownerA)).toBe(true);
    const created = requests.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const recent = (
      await as(world.test.app, world.tokens.homeownerA).get(`${actionItemsApi}/HomeownerRequests?recent=true`)
    ).json<List>();
    const cutoff = world.clock.now().getTime() - 30 * 86_400_000;
    expect(recent.requests.length).toBe(12);
    expect(recent.requests.every((r) => new Date(r.createdAt).getTime() >= cutoff)).toBe(true);

    const reservations = (
      await as(world.test.app, world.tokens.homeownerA).get(
        `${actionItemsApi}/HomeownerRequests?kind=reservation`,
      )
    ).json<List>().requests;
    expect(reservations.map((r) => [r.status, r.reservation?.status]).sort()).toEqual([
      ['approved', 'confirmed'],
      ['closed', 'declined'],
      ['declined', 'declined'],
      ['in_review', 'tentative'],
      ['submitted', 'tentative'],
    ]);

    // the dashboard's two widgets each ask for their own kinds (repeated parameter, no brackets)
    const others = (
      await as(world.test.app, world.tokens.homeownerA).get(
        `${actionItemsApi}/HomeownerRequests?recent=true&kind=general&kind=arc`,
      )
    ).json<List>().requests;
    const recentReservations = (
      await as(world.test.app, world.tokens.homeownerA).get(
        `${actionItemsApi}/HomeownerRequests?recent=true&kind=reservation`,
      )
    ).json<List>().requests;
    expect(others.length).toBeGreaterThan(0);
    expect(recentReservations.length).toBeGreaterThan(0);
    expect(others.every((r) => r.kind === 'general' || r.kind === 'arc')).toBe(true);
    expect(recentReservations.every((r) => r.kind === 'reservation')).toBe(true);
    expect(others.length + recentReservations.length).toBe(recent.requests.length);

    const b = (
      await as(world.test.app, world.tokens.homeownerB).get(`${actionItemsApi}/HomeownerRequests`)
    ).json<List>();
    expect(b.requests.map((r) => r.propertyId)).toEqual([
      world.propertyIds.homeownerBMeadow,
      world.propertyIds.homeownerBMeadow,
    ]);
    expect(
      (
        await as(world.test.app, world.tokens.homeownerA).get(
          `${actionItemsApi}/HomeownerRequests?kind=other`,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await as(world.test.app, world.tokens.homeownerA).get(
          `${actionItemsApi}/HomeownerRequests?kind=general&kind=other`,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await as(world.test.app, world.tokens.homeownerA).get(
          `${actionItemsApi}/HomeownerRequests?associationId=${world.associationIds.sunset}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("reads a request with its history, thread and attachments; another homeowner's id is a 404", async () => {
    const world = await communityWorld(kind);
    const list = (
      await as(world.test.app, world.tokens.homeownerA).get(`${actionItemsApi}/HomeownerRequests?kind=arc`)
    ).json<List>();
    const approved = list.requests.find((r) => r.status === 'approved') as RequestSummary;
    const detail = (
      await as(world.test.app, world.tokens.homeownerA).get(
        `${actionItemsApi}/HomeownerRequests/${approved.id}`,
      )
    ).json<RequestDetail>();
    expect(detail.history.map((h) => [h.status, h.changedBy])).toEqual([
      ['submitted', 'homeowner'],
      ['in_review', 'management'],
      ['approved', 'management'],
    ]);
    expect(detail.messages.map((m) => m.author)).toEqual(['homeowner', 'management']);
    expect(detail.attachments).toMatchObject([{ fileName: 'site-plan.pdf', contentType: 'application/pdf' }]);
    const file = await as(world.test.app, world.tokens.homeownerA).get(
      `${actionItemsApi}/HomeownerRequests/${approved.id}/Attachments/${detail.attachments[0]?.id}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    for (const token of [world.tokens.homeownerB, world.tokens.board, world.tokens.boardOther]) {
      const other = await as(world.test.app, token).get(`${actionItemsApi}/HomeownerRequests/${approved.id}`);
      expect(other.statusCode).toBe(404);
      const otherFile = await as(world.test.app, token).get(
        `${actionItemsApi}/HomeownerRequests/${approved.id}/Attachments/${detail.attachments[0]?.id}`,
      );
      expect(otherFile.statusCode).toBe(404);
      const message = await as(world.test.app, token).post(
        `${actionItemsApi}/HomeownerRequests/${approved.id}/Messages`,
        { body: 'hi' },
      );
      expect(message.statusCode).toBe(404);
    }
    expect(
      (await as(world.test.app, world.tokens.homeownerA).get(`${actionItemsApi}/HomeownerRequests/999999`))
        .statusCode,
    ).toBe(404);
    // staff of the management company read it as themselves (they answer it)
    expect(
      (await as(world.test.app, world.tokens.staff).get(`${actionItemsApi}/HomeownerRequests/${approved.id}`))
        .statusCode,
    ).toBe(200);
  });

  it("submits general and ARC requests with their first status; refuses bad input and others' properties", async () => {
    const world = await communityWorld(kind);
    const general = await as(world.test.app, world.tokens.homeownerA).post(
      `${actionItemsApi}/HomeownerRequests`,
      {
        kind: 'general',
        propertyId: world.propertyIds.homeownerA,
        subject: 'Pothole',
        description: 'A pothole at the entrance.',
      },
    );
    expect(general.statusCode).toBe(201);
    expect(general.json<RequestDetail>()).toMatchObject({
      kind: 'general',
      status: 'submitted',
      subject: 'Pothole',
      history: [{ status: 'submitted', changedBy: 'homeowner', changedAt: world.clock.now().toISOString() }],
      messages: [],
    });
    const arc = await as(world.test.app, world.tokens.homeownerA).post(
      `${actionItemsApi}/HomeownerRequests`,
      {
        kind: 'arc',
        propertyId: world.propertyIds.homeownerA,
        arcType: 'Roof',
        description: 'New roof, same colour.',
      },
    );
    expect(arc.json<RequestDetail>()).toMatchObject({
      kind: 'arc',
      arcType: 'Roof',
      subject: 'Roof request',
    });

    const blank = await as(world.test.app, world.tokens.homeownerA).post(
      `${actionItemsApi}/HomeownerRequests`,
      {
        kind: 'general',
        propertyId: world.propertyIds.homeownerA,
        subject: '   ',
        description: 'x',
      },
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('subject');
    const badType = await as(world.test.app, world.tokens.homeownerA).post(
      `${actionItemsApi}/HomeownerRequests`,
      {
        kind: 'arc',
        propertyId: world.propertyIds.homeownerA,
        arcType: 'Moat',
        description: 'x',
      },
    );
    expect(badType.statusCode).toBe(400);
    const foreign = await as(world.test.app, world.tokens.homeownerA).post(
      `${actionItemsApi}/HomeownerRequests`,
      {
        kind: 'general',
        propertyId: world.propertyIds.homeownerBHarbor,
        subject: 'x',
        description: 'x',
      },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps a status history: management moves a request on, the homeowner may only close it', async () => {
    const world = await communityWorld(kind);
    const created = (
      await as(world.test.app, world.tokens.homeownerA).post(`${actionItemsApi}/HomeownerRequests`, {
        kind: 'general',
        propertyId: world.propertyIds.homeownerA,
        subject: 'Noise',
        description: 'Loud music after 11 pm.',
      })
    ).json<RequestDetail>();
    const status = (token: string | null, body: object) =>
      as(world.test.app, token).patch(`${actionItemsApi}/HomeownerRequests/${created.id}/Status`, body);
    expect((await status(world.tokens.homeownerA, { status: 'approved' })).statusCode).toBe(403);
    expect((await status(world.tokens.homeownerB, { status: 'closed' })).statusCode).toBe(404);
    world.clock.set(new Date(world.clock.now().getTime() + 60_000));
    const reviewed = await status(world.tokens.staff, { status: 'in_review', note: 'Looking into it.' });
    expect(reviewed.statusCode).toBe(200);
    expect((await status(world.tokens.staff, { status: 'in_review' })).statusCode).toBe(409);
    world.clock.set(new Date(world.clock.now().getTime() + 60_000));
    const closed = (
      await status(world.tokens.homeownerA, { status: 'closed', note: 'Resolved itself.' })
    ).json<RequestDetail>();
    expect(closed.status).toBe('closed');
    expect(closed.history.map((h) => [h.status, h.changedBy, h.note])).toEqual([
      ['submitted', 'homeowner', ''],
      ['in_review', 'management', 'Looking into it.'],
      ['closed', 'homeowner', 'Resolved itself.'],
    ]);
    expect(new Date(closed.updatedAt).getTime()).toBe(world.clock.now().getTime());
  });

  it('threads messages from the homeowner and management; a blank message is refused', async () => {
    const world = await communityWorld(kind);
    const [first] = (
      await as(world.test.app, world.tokens.homeownerA).get(
        `${actionItemsApi}/HomeownerRequests?kind=general`,
      )
    ).json<List>().requests;
    const url = `${actionItemsApi}/HomeownerRequests/${first?.id}/Messages`;
    const blank = await as(world.test.app, world.tokens.homeownerA).post(url, { body: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(communityMessages.messageRequired);
    expect(
      (await as(world.test.app, world.tokens.homeownerA).post(url, { body: 'Any news?' })).statusCode,
    ).toBe(201);
    const answered = (
      await as(world.test.app, world.tokens.staff).post(url, { body: 'The vendor comes Monday.' })
    ).json<RequestDetail>();
    expect(answered.messages.slice(-2).map((m) => [m.author, m.authorName, m.body])).toEqual([
      ['homeowner', 'Jordan Rivera', 'Any news?'],
      ['management', 'Sam Taylor', 'The vendor comes Monday.'],
    ]);
    // in mimic mode the message is the homeowner's (the audit log names the staff actor)
    const mimic = (
      await as(world.test.app, world.tokens.mimic).post(url, { body: 'Sent for Jordan.' })
    ).json<RequestDetail>();
    expect(mimic.messages.at(-1)?.author).toBe('homeowner');
  });
});
