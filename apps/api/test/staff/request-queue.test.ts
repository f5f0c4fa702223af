import { communityMessages, type RequestDetail } from '@hoa/contracts/community';
import type { RequestQueue } from '@hoa/contracts/request-queue';
import { expect, it, vi } from 'vitest';
import { actionItemsApi, as } from '../calls';
import { type CommunityWorld, communityWorld } from '../community/community-world';
import { forEachDatabase } from '../helper';
import { otherCompany } from './other-company';

vi.setConfig({ testTimeout: 180_000 });

const queue = `${actionItemsApi}/Staff/HomeownerRequests`;

async function queueOf(world: CommunityWorld, query = '', token = world.tokens.staff) {
  const response = await as(world.test.app, token).get(`${queue}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<RequestQueue>();
}

const setStatus = (world: CommunityWorld, id: number, status: string, note = '') =>
  as(world.test.app, world.tokens.staff).patch(`${actionItemsApi}/HomeownerRequests/${id}/Status`, {
    status,
    note,
  });

const reserve = (world: CommunityWorld, token: string | null, propertyId: number) =>
  as(world.test.app, token).post(`${actionItemsApi}/HomeownerRequests`, {
    kind: 'reservation',
    propertyId,
    amenityId: world.amenityIds.Clubhouse,
    date: '2026-04-09',
    startTime: '10:00',
    endTime: '12:00',
  });

forEachDatabase((kind) => {
  it("lists the company's requests newest first by status, kind and association, a page at a time", async () => {
    const world = await communityWorld(kind);
    const all = await queueOf(world, '?pageSize=100');
    expect(all.total).toBe(all.items.length);
    expect(all.associations.map((a) => a.id)).toContain(world.associationIds.meadow);
    expect(all.total).toBeGreaterThanOrEqual(17);
    const created = all.items.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(all.items.find((r) => r.propertyId === world.propertyIds.homeownerA)?.ownerName).toBeTruthy();

    const submitted = await queueOf(world, '?status=submitted&pageSize=100');
    expect(submitted.total).toBeGreaterThan(0);
    expect(submitted.items.every((r) => r.status === 'submitted')).toBe(true);
    const reservations = await queueOf(world, '?kind=reservation&status=in_review');
    expect(reservations.items.every((r) => r.kind === 'reservation' && r.status === 'in_review')).toBe(true);
    const meadow = await queueOf(world, `?associationId=${world.associationIds.meadow}`);
    expect(meadow.items.map((r) => r.propertyId)).toContain(world.propertyIds.homeownerBMeadow);
    expect(meadow.items.every((r) => r.associationId === world.associationIds.meadow)).toBe(true);

    const second = await queueOf(world, '?pageSize=5&page=2');
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 5 });
    expect(second.items.map((r) => r.id)).toEqual(all.items.slice(5, 10).map((r) => r.id));
    expect((await as(world.test.app, world.tokens.staff).get(`${queue}?status=lost`)).statusCode).toBe(400);
  });

  it('the demo gives staff unanswered conversations and open requests to work on', async () => {
    const world = await communityWorld(kind);
    const inbox = await as(world.test.app, world.tokens.staff).get(
      '/svc/users/api/Staff/Messages?unanswered=true',
    );
    expect(inbox.json<{ total: number }>().total).toBeGreaterThanOrEqual(2);
    expect((await queueOf(world, '?status=submitted')).total).toBeGreaterThanOrEqual(2);
  });

  it('moves a request on with a note and answers it as management; the homeowner sees both', async () => {
    const world = await communityWorld(kind);
    // homeowner A's own submitted request (the demo has others', such as one staff turn into a work order)
    const own = await as(world.test.app, world.tokens.homeownerA).get(`${actionItemsApi}/HomeownerRequests`);
    const ownIds = new Set(own.json<{ requests: { id: number }[] }>().requests.map((r) => r.id));
    const open = (await queueOf(world, '?status=submitted&kind=general&pageSize=100')).items.find((r) =>
      ownIds.has(r.id),
    );
    if (!open) throw new Error('The demo has a submitted general request of homeowner A');
    const moved = await setStatus(world, open.id, 'in_review', 'We are looking into it.');
    expect(moved.statusCode).toBe(200);
    expect(moved.json<RequestDetail>().history.at(-1)).toMatchObject({
      status: 'in_review',
      changedBy: 'management',
      note: 'We are looking into it.',
    });
    const again = await setStatus(world, open.id, 'in_review');
    expect(again.statusCode).toBe(409);
    const message = await as(world.test.app, world.tokens.staff).post(
      `${actionItemsApi}/HomeownerRequests/${open.id}/Messages`,
      { body: 'A contractor comes on Friday.' },
    );
    expect(message.statusCode).toBe(201);
    const mine = (
      await as(world.test.app, world.tokens.homeownerA).get(`${actionItemsApi}/HomeownerRequests/${open.id}`)
    ).json<RequestDetail>();
    expect(mine.status).toBe('in_review');
    expect(mine.history.at(-1)).toMatchObject({ status: 'in_review', note: 'We are looking into it.' });
    expect(mine.messages.at(-1)).toMatchObject({
      author: 'management',
      body: 'A contractor comes on Friday.',
    });
    expect((await queueOf(world, '?status=in_review&pageSize=100')).items.map((r) => r.id)).toContain(
      open.id,
    );
  });

  it('keeps each company to its own requests (404) and the queue to staff signed in as themselves', async () => {
    const world = await communityWorld(kind);
    const other = await otherCompany(world.test);
    const theirs = `${actionItemsApi}/HomeownerRequests/${other.requestId}`;
    expect((await as(world.test.app, world.tokens.staff).get(theirs)).statusCode).toBe(404);
    expect((await setStatus(world, other.requestId, 'approved')).statusCode).toBe(404);
    expect(
      (await as(world.test.app, world.tokens.staff).post(`${theirs}/Messages`, { body: 'Hi' })).statusCode,
    ).toBe(404);
    expect((await queueOf(world, '?pageSize=100')).items.map((r) => r.id)).not.toContain(other.requestId);
    const theirQueue = await queueOf(world, '', other.tokens.staff);
    expect(theirQueue.items.map((r) => r.id)).toEqual([other.requestId]);
    expect(theirQueue.associations.map((a) => a.name)).toEqual(['Far Meadows']);
    for (const token of [world.tokens.homeownerA, world.tokens.chair, world.tokens.mimic]) {
      expect((await as(world.test.app, token).get(queue)).statusCode).toBe(403);
    }
    expect((await as(world.test.app, null).get(queue)).statusCode).toBe(401);
  });

  it('confirming a reservation whose slot was taken meanwhile fails with a clear message, changing nothing', async () => {
    const world = await communityWorld(kind);
    const first = (
      await reserve(world, world.tokens.homeownerA, world.propertyIds.homeownerA)
    ).json<RequestDetail>();
    expect((await setStatus(world, first.id, 'declined', 'The clubhouse is booked.')).statusCode).toBe(200);
    // the slot is free again, and homeowner B takes it
    const second = await reserve(world, world.tokens.homeownerB, world.propertyIds.homeownerBHarbor);
    expect(second.statusCode).toBe(201);
    const approve = await setStatus(world, first.id, 'approved', 'Changed our minds.');
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({
      errorCode: 'RESERVATION_CONFLICT',
      detail: communityMessages.reservationConflict,
    });
    const still = (
      await as(world.test.app, world.tokens.staff).get(`${actionItemsApi}/HomeownerRequests/${first.id}`)
    ).json<RequestDetail>();
    expect([still.status, still.reservation?.status, still.history.length]).toEqual([
      'declined',
      'declined',
      2,
    ]);
    // once B's is declined, the first can be confirmed
    const secondId = second.json<RequestDetail>().id;
    expect((await setStatus(world, secondId, 'declined')).statusCode).toBe(200);
    const confirmed = await setStatus(world, first.id, 'approved');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<RequestDetail>().reservation?.status).toBe('confirmed');
  });
});
