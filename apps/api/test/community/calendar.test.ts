import type { CalendarEvent } from '@hoa/contracts/community';
import { expect, it, vi } from 'vitest';
import { forEachDatabase } from '../helper';
import { actionItems, associationsApi, call, communityWorld } from './community-world';

vi.setConfig({ testTimeout: 180_000 });

forEachDatabase((kind) => {
  it('expands recurring events into occurrences at the same local time across daylight saving', async () => {
    const world = await communityWorld(kind);
    const url = (from: string, to: string) =>
      `${associationsApi}/Associations/${world.associationIds.harbor}/Events?from=${from}&to=${to}`;
    const response = await call(world, 'GET', url('2026-03-01', '2026-03-31'), world.tokens.homeownerA);
    expect(response.statusCode).toBe(200);
    const events = response.json<{ events: CalendarEvent[] }>().events;
    const yoga = events.filter((e) => e.title === 'Yoga on the lawn');
    // Saturdays of March 2026; New York switches to daylight time on 8 March
    expect(yoga.map((e) => e.startsAt)).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-14T13:00:00.000Z',
      '2026-03-21T13:00:00.000Z',
      '2026-03-28T13:00:00.000Z',
    ]);
    expect(yoga.every((e) => e.recurring)).toBe(true);
    // second Tuesday of the month
    expect(events.filter((e) => e.title === 'Board meeting').map((e) => e.startsAt)).toEqual([
      '2026-03-10T23:00:00.000Z',
    ]);
    expect(events.find((e) => e.title === 'Community yard sale')).toMatchObject({
      recurring: false,
      startsAt: '2026-03-21T12:00:00.000Z',
    });
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);

    expect(
      (await call(world, 'GET', url('2026-03-01', '2027-06-01'), world.tokens.homeownerA)).statusCode,
    ).toBe(400);
    expect((await call(world, 'GET', url('2026-03-01', 'soon'), world.tokens.homeownerA)).statusCode).toBe(
      400,
    );
    expect(
      (await call(world, 'GET', url('2026-03-01', '2026-03-31'), world.tokens.boardOther)).statusCode,
    ).toBe(404);
  });

  it('serves an iCalendar feed at a secret address: the association events and only your reservations', async () => {
    const world = await communityWorld(kind);
    const feedUrl = `${associationsApi}/Associations/${world.associationIds.harbor}/CalendarFeed`;
    const created = await call(world, 'POST', feedUrl, world.tokens.homeownerA);
    expect(created.statusCode).toBe(201);
    const { url } = created.json<{ url: string }>();
    expect(url).toMatch(/\/svc\/associations\/api\/CalendarFeed\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(url).pathname;

    const feed = await world.test.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const ics = feed.body;
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Board meeting');
    expect(ics).toContain('RRULE:FREQ=MONTHLY;BYDAY=2TU');
    expect(ics).toContain('DTSTART;TZID=America/New_York:');
    expect(ics).toContain('SUMMARY:Pool pavilion reservation (Confirmed)');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics.match(/UID:reservation-/g)?.length).toBe(5);

    // homeowner B's reservation (in Meadowbrook) and any other homeowner's never appear; B's own Harbor feed has none
    const b = await call(world, 'POST', feedUrl, world.tokens.homeownerB);
    const bFeed = await world.test.app.inject({
      method: 'GET',
      url: new URL(b.json<{ url: string }>().url).pathname,
    });
    expect(bFeed.body).toContain('SUMMARY:Board meeting');
    expect(bFeed.body).not.toContain('UID:reservation-');

    // a wrong or replaced secret is a 404
    expect(
      (await world.test.app.inject({ method: 'GET', url: path.replace(/.{6}\.ics$/, 'AAAAAA.ics') }))
        .statusCode,
    ).toBe(404);
    await call(world, 'POST', feedUrl, world.tokens.homeownerA);
    expect((await world.test.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect(
      (
        await call(
          world,
          'POST',
          `${associationsApi}/Associations/${world.associationIds.sunset}/CalendarFeed`,
          world.tokens.homeownerA,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('lists amenities, the FAQ and custom pages of your association only', async () => {
    const world = await communityWorld(kind);
    const harbor = `${associationsApi}/Associations/${world.associationIds.harbor}`;
    const amenities = (await call(world, 'GET', `${harbor}/Amenities`, world.tokens.homeownerA)).json<{
      amenities: { name: string }[];
    }>();
    expect(amenities.amenities.map((a) => a.name)).toEqual(['Clubhouse', 'Pool pavilion', 'Tennis court']);
    const faq = (await call(world, 'GET', `${harbor}/Faq`, world.tokens.homeownerA)).json<{
      entries: { question: string; answer: string }[];
    }>();
    expect(faq.entries.length).toBeGreaterThan(5);
    expect(faq.entries[0]?.answer).toContain('Harbor Pointe Owners Association');
    const page = await call(world, 'GET', `${harbor}/Pages/poolpass`, world.tokens.homeownerA);
    expect(page.json()).toMatchObject({
      legacyAction: 'PoolPass',
      title: 'Pool pass',
      body: expect.stringContaining('- Bring a photo ID.'),
    });
    expect(
      (await call(world, 'GET', `${harbor}/Pages/ClubhouseRental`, world.tokens.homeownerA)).statusCode,
    ).toBe(404);
    expect((await call(world, 'GET', `${harbor}/Faq`, world.tokens.board)).statusCode).toBe(404);
    expect((await call(world, 'GET', `${harbor}/Faq`, null)).statusCode).toBe(401);
  });

  it('stores attachments with a content check: only real PDF, PNG or JPEG files up to 10 MB', async () => {
    const world = await communityWorld(kind);
    const created = await call(world, 'POST', `${actionItems}/HomeownerRequests`, world.tokens.homeownerA, {
      kind: 'arc',
      propertyId: world.propertyIds.homeownerA,
      arcType: 'Fence',
      description: 'Picket fence.',
    });
    const id = created.json<{ id: number }>().id;
    const upload = (token: string | null, type: string, body: Buffer, name = 'photo.png') =>
      world.test.app.inject({
        method: 'POST',
        url: `${actionItems}/HomeownerRequests/${id}/Attachments?fileName=${encodeURIComponent(name)}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        payload: body,
      });
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100, 1),
    ]);
    const ok = await upload(world.tokens.homeownerA, 'image/png', png, '../../etc/pass"wd.png');
    expect(ok.statusCode).toBe(201);
    expect(ok.json<{ attachments: { fileName: string; sizeBytes: number }[] }>().attachments).toMatchObject([
      { fileName: 'passwd.png', sizeBytes: 108 },
    ]);
    expect((await upload(world.tokens.homeownerA, 'image/jpeg', png)).statusCode).toBe(415);
    expect((await upload(world.tokens.homeownerA, 'text/html', Buffer.from('<script>'))).statusCode).toBe(
      415,
    );
    expect(
      (await upload(world.tokens.homeownerA, 'image/png', Buffer.alloc(10 * 1024 * 1024 + 1, 0x89)))
        .statusCode,
    ).toBe(413);
    expect((await upload(world.tokens.homeownerB, 'image/png', png)).statusCode).toBe(404);
  });
});
