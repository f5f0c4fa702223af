import type { CalendarReservation, RequestDetail } from '@hoa/contracts/community';
import { communityMessages } from '@hoa/contracts/community';
import { expect, it, vi } from 'vitest';
import { actionItemsApi, as, associationsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { type CommunityWorld, communityWorld } from './community-world';

vi.setConfig({ testTimeout: 180_000 });

const reserve = (
  world: CommunityWorld,
  token: string | null,
  slot: { amenity?: string; date: string; start: string; end: string; propertyId?: number },
) =>
  as(world.test.app, token).post(`${actionItemsApi}/HomeownerRequests`, {
    kind: 'reservation',
    propertyId: slot.propertyId ?? world.propertyIds.homeownerA,
    amenityId: world.amenityIds[slot.amenity ?? 'Clubhouse'],
    date: slot.date,
    startTime: slot.start,
    endTime: slot.end,
  });

forEachDatabase((kind) => {
  it('holds a tentative reservation; an overlapping one of that amenity is refused with a clear message', async () => {
    const world = await communityWorld(kind);
    const made = await reserve(world, world.tokens.homeownerA, {
      date: '2026-04-02',
      start: '10:00',
      end: '12:00',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json<RequestDetail>().reservation).toMatchObject({
      amenityName: 'Clubhouse',
      date: '2026-04-02',
      startTime: '10:00',
      endTime: '12:00',
      status: 'tentative',
      startsAt: '2026-04-02T14:00:00.000Z',
    });
    // homeowner B (also in Harbor Pointe) overlaps by an hour
    const clash = await reserve(world, world.tokens.homeownerB, {
      date: '2026-04-02',
      start: '11:00',
      end: '13:00',
      propertyId: world.propertyIds.homeownerBHarbor,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      errorCode: 'RESERVATION_CONFLICT',
      detail: communityMessages.reservationConflict,
    });
    // back to back is fine, and so is another amenity at the same time
    expect(
      (
        await reserve(world, world.tokens.homeownerB, {
          date: '2026-04-02',
          start: '12:00',
          end: '13:00',
          propertyId: world.propertyIds.homeownerBHarbor,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await reserve(world, world.tokens.homeownerA, {
          amenity: 'Tennis court',
          date: '2026-04-02',
          start: '10:00',
          end: '12:00',
        })
      ).statusCode,
    ).toBe(201);
    // declining the first frees its slot
    const first = made.json<RequestDetail>();
    await as(world.test.app, world.tokens.staff).patch(
      `${actionItemsApi}/HomeownerRequests/${first.id}/Status`,
      {
        status: 'declined',
      },
    );
    expect(
      (
        await reserve(world, world.tokens.homeownerB, {
          date: '2026-04-02',
          start: '10:30',
          end: '11:30',
          propertyId: world.propertyIds.homeownerBHarbor,
        })
      ).statusCode,
    ).toBe(201);
    // …and approving it again would now overlap: refused, nothing changed
    const again = await as(world.test.app, world.tokens.staff).patch(
      `${actionItemsApi}/HomeownerRequests/${first.id}/Status`,
      { status: 'approved' },
    );
    expect(again.statusCode).toBe(409);
    const still = (
      await as(world.test.app, world.tokens.homeownerA).get(`${actionItemsApi}/HomeownerRequests/${first.id}`)
    ).json<RequestDetail>();
    expect([still.status, still.reservation?.status, still.history.length]).toEqual([
      'declined',
      'declined',
      2,
    ]);
  });

  it('keeps decisions: the homeowner cannot reopen a declined request, and a started reservation is settled', async () => {
    const world = await communityWorld(kind);
    // today 12:05-13:00 in New York; the world's clock is at 12:00 there (and the tokens last 15 minutes)
    const made = (
      await reserve(world, world.tokens.homeownerA, { date: '2026-03-11', start: '12:05', end: '13:00' })
    ).json<RequestDetail>();
    const status = (token: string | null, body: object) =>
      as(world.test.app, token).patch(`${actionItemsApi}/HomeownerRequests/${made.id}/Status`, body);
    expect(
      (await status(world.tokens.staff, { status: 'declined', note: 'Private event.' })).statusCode,
    ).toBe(200);
    const reopen = await status(world.tokens.homeownerA, { status: 'closed' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json<{ detail: string }>().detail).toBe(communityMessages.alreadyDecided('Declined'));
    expect((await status(world.tokens.staff, { status: 'approved', note: 'Event moved.' })).statusCode).toBe(
      200,
    );

    world.clock.set(new Date('2026-03-11T16:06:00Z'));
    for (const [token, next] of [
      [world.tokens.staff, 'declined'],
      [world.tokens.homeownerA, 'closed'],
    ] as const) {
      const late = await status(token, { status: next });
      expect(late.statusCode).toBe(409);
      expect(late.json<{ detail: string }>().detail).toBe(communityMessages.reservationPassed);
    }
    const detail = (
      await as(world.test.app, world.tokens.homeownerA).get(`${actionItemsApi}/HomeownerRequests/${made.id}`)
    ).json<RequestDetail>();
    expect([detail.status, detail.reservation?.status, detail.history.map((h) => h.status)]).toEqual([
      'approved',
      'confirmed',
      ['submitted', 'declined', 'approved'],
    ]);
  });

  it('lets exactly one of two concurrent requests for the same slot win', async () => {
    const world = await communityWorld(kind);
    const slot = { date: '2026-04-03', start: '15:00', end: '17:00' };
    const results = await Promise.all([
      reserve(world, world.tokens.homeownerA, slot),
      reserve(world, world.tokens.homeownerB, { ...slot, propertyId: world.propertyIds.homeownerBHarbor }),
      reserve(world, world.tokens.homeownerA, { ...slot, start: '16:00', end: '18:00' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('refuses bad times: end before start, outside hours, in the past, not a date, unknown amenity', async () => {
    const world = await communityWorld(kind);
    const cases: [object, number, string][] = [
      [{ date: '2026-04-02', start: '12:00', end: '11:00' }, 400, communityMessages.endBeforeStart],
      [{ date: '2026-04-02', start: '12:00', end: '12:00' }, 400, communityMessages.endBeforeStart],
      [
        { date: '2026-04-02', start: '06:00', end: '09:00' },
        400,
        communityMessages.outsideHours('08:00', '22:00'),
      ],
      [{ date: '2026-03-10', start: '10:00', end: '11:00' }, 400, communityMessages.dateInPast],
      // today, but earlier than now (12:00 in New York)
      [{ date: '2026-03-11', start: '09:00', end: '10:00' }, 400, communityMessages.startInPast],
      [{ date: '2027-03-12', start: '10:00', end: '11:00' }, 400, communityMessages.tooFarAhead],
      [{ date: '2026-02-30', start: '10:00', end: '11:00' }, 400, 'not a real calendar date'],
      [{ date: '2026-04-02', start: '25:00', end: '26:00' }, 400, 'HH:MM'],
    ];
    for (const [slot, status, text] of cases) {
      const response = await reserve(
        world,
        world.tokens.homeownerA,
        slot as { date: string; start: string; end: string },
      );
      expect(response.statusCode, JSON.stringify(slot)).toBe(status);
      expect(response.body).toContain(text);
    }
    const meadowAmenity = await as(world.test.app, world.tokens.homeownerA).post(
      `${actionItemsApi}/HomeownerRequests`,
      {
        kind: 'reservation',
        propertyId: world.propertyIds.homeownerA,
        amenityId: 999_999,
        date: '2026-04-02',
        startTime: '10:00',
        endTime: '11:00',
      },
    );
    expect(meadowAmenity.statusCode).toBe(404);
    // today is still allowed
    expect(
      (await reserve(world, world.tokens.homeownerA, { date: '2026-03-11', start: '18:00', end: '19:00' }))
        .statusCode,
    ).toBe(201);
  });

  it("GET /Associations/{id}/Reservation: yours in full, others' only as busy time, not declined ones", async () => {
    const world = await communityWorld(kind);
    const url = `${associationsApi}/Associations/${world.associationIds.harbor}/Reservation?from=2026-02-01&to=2026-04-30`;
    const mine = (await as(world.test.app, world.tokens.homeownerA).get(url)).json<{
      reservations: CalendarReservation[];
      timeZone: string;
    }>();
    expect(mine.timeZone).toBe('America/New_York');
    expect(
      mine.reservations
        .filter((r) => r.mine)
        .map((r) => r.status)
        .sort(),
    ).toEqual(['confirmed', 'declined', 'declined', 'tentative', 'tentative']);
    const theirs = (await as(world.test.app, world.tokens.homeownerB).get(url)).json<{
      reservations: CalendarReservation[];
    }>();
    expect(theirs.reservations.every((r) => !r.mine && r.requestId === null)).toBe(true);
    expect(theirs.reservations.map((r) => r.status).sort()).toEqual(['confirmed', 'tentative', 'tentative']);
    expect((await as(world.test.app, world.tokens.boardOther).get(url)).statusCode).toBe(404);
    const bad = await as(world.test.app, world.tokens.homeownerA).get(
      `${associationsApi}/Associations/${world.associationIds.harbor}/Reservation?from=2026-04-30&to=2026-02-01`,
    );
    expect(bad.statusCode).toBe(400);
  });
});
