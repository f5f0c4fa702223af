import type { CalendarEvent } from '@hoa/contracts/community';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { associationMemberships, userOwners } from '../../src/db/schema/memberships';
import { actionItemsApi, as, associationsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { communityWorld } from './community-world';

vi.setConfig({ testTimeout: 180_000 });

forEachDatabase((kind) => {
  it('expands recurring events into occurrences at the same local time across daylight saving', async () => {
    const world = await communityWorld(kind);
    const url = (from: string, to: string) =>
      `${associationsApi}/Associations/${world.associationIds.harbor}/Events?from=${from}&to=${to}`;
    const response = await as(world.test.app, world.tokens.homeownerA).get(url('2026-03-01', '2026-03-31'));
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
      (await as(world.test.app, world.tokens.homeownerA).get(url('2026-03-01', '2027-06-01'))).statusCode,
    ).toBe(400);
    expect(
      (await as(world.test.app, world.tokens.homeownerA).get(url('2026-03-01', 'soon'))).statusCode,
    ).toBe(400);
    expect(
      (await as(world.test.app, world.tokens.boardOther).get(url('2026-03-01', '2026-03-31'))).statusCode,
    ).toBe(404);
  });

  it('serves an iCalendar feed at a secret address: the association events and only your reservations', async () => {
    const world = await communityWorld(kind);
    const feedUrl = `${associationsApi}/Associations/${world.associationIds.harbor}/CalendarFeed`;
    const created = await as(world.test.app, world.tokens.homeownerA).post(feedUrl);
    expect(created.statusCode).toBe(201);
    const { url } = created.json<{ url: string }>();
    expect(url).toMatch(/\/svc\/associations\/api\/CalendarFeed\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(url).pathname;

    const feed = await as(world.test.app, null).get(path);
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
    const b = await as(world.test.app, world.tokens.homeownerB).post(feedUrl);
    const bFeed = await as(world.test.app, null).get(new URL(b.json<{ url: string }>().url).pathname);
    expect(bFeed.body).toContain('SUMMARY:Board meeting');
    expect(bFeed.body).not.toContain('UID:reservation-');

    // the address is the feed's only key: it is never written to the log
    const secret =
      path
        .split('/')
        .pop()
        ?.replace(/\.ics$/, '') ?? '';
    expect(secret).toHaveLength(43);
    const logged = JSON.stringify(world.test.logs);
    expect(logged).toContain('/CalendarFeed/[secret]');
    expect(logged).not.toContain(secret);

    // a wrong or replaced secret is a 404
    expect((await as(world.test.app, null).get(path.replace(/.{6}\.ics$/, 'AAAAAA.ics'))).statusCode).toBe(
      404,
    );
    await as(world.test.app, world.tokens.homeownerA).post(feedUrl);
    expect((await as(world.test.app, null).get(path)).statusCode).toBe(404);
    expect(
      (
        await as(world.test.app, world.tokens.homeownerA).post(
          `${associationsApi}/Associations/${world.associationIds.sunset}/CalendarFeed`,
        )
      ).statusCode,
    ).toBe(404);

    // turned off by its owner: calendar apps get 404 from then on
    const current = new URL(
      (await as(world.test.app, world.tokens.homeownerA).post(feedUrl)).json<{ url: string }>().url,
    ).pathname;
    expect((await as(world.test.app, null).get(current)).statusCode).toBe(200);
    expect((await as(world.test.app, world.tokens.homeownerA).delete(feedUrl)).statusCode).toBe(204);
    expect((await as(world.test.app, null).get(current)).statusCode).toBe(404);
    expect((await as(world.test.app, world.tokens.homeownerA).delete(feedUrl)).statusCode).toBe(204);

    // B's address stops working once B no longer owns a home there (sold, or removed from the association)
    const bPath = new URL(b.json<{ url: string }>().url).pathname;
    expect((await as(world.test.app, null).get(bPath)).statusCode).toBe(200);
    const db = world.test.database.db;
    await db
      .delete(associationMemberships)
      .where(eq(associationMemberships.userId, world.userIds.homeownerB));
    await db.delete(userOwners).where(eq(userOwners.userId, world.userIds.homeownerB));
    expect((await as(world.test.app, null).get(bPath)).statusCode).toBe(404);
  });

  it('lists amenities, the FAQ and custom pages of your association only', async () => {
    const world = await communityWorld(kind);
    const harbor = `${associationsApi}/Associations/${world.associationIds.harbor}`;
    const amenities = (await as(world.test.app, world.tokens.homeownerA).get(`${harbor}/Amenities`)).json<{
      amenities: { name: string }[];
    }>();
    expect(amenities.amenities.map((a) => a.name)).toEqual(['Clubhouse', 'Pool pavilion', 'Tennis court']);
    const faq = (await as(world.test.app, world.tokens.homeownerA).get(`${harbor}/Faq`)).json<{
      entries: { question: string; answer: string }[];
    }>();
    expect(faq.entries.length).toBeGreaterThan(5);
    expect(faq.entries[0]?.answer).toContain('Harbor Pointe Owners Association');
    const page = await as(world.test.app, world.tokens.homeownerA).get(`${harbor}/Pages/poolpass`);
    expect(page.json()).toMatchObject({
      legacyAction: 'PoolPass',
      title: 'Pool pass',
      body: expect.stringContaining('- Bring a photo ID.'),
    });
    expect(
      (await as(world.test.app, world.tokens.homeownerA).get(`${harbor}/Pages/ClubhouseRental`)).statusCode,
    ).toBe(404);
    // a board member of another association only (the demo board and chair also sit on Harbor Pointe's board)
    expect((await as(world.test.app, world.tokens.boardOther).get(`${harbor}/Faq`)).statusCode).toBe(404);
    expect((await as(world.test.app, null).get(`${harbor}/Faq`)).statusCode).toBe(401);
  });

  it('stores attachments with a content check: only real PDF, PNG or JPEG files up to 10 MB', async () => {
    const world = await communityWorld(kind);
    const created = await as(world.test.app, world.tokens.homeownerA).post(
      `${actionItemsApi}/HomeownerRequests`,
      {
        kind: 'arc',
        propertyId: world.propertyIds.homeownerA,
        arcType: 'Fence',
        description: 'Picket fence.',
      },
    );
    const id = created.json<{ id: number }>().id;
    const upload = (token: string | null, type: string, body: Buffer, name = 'photo.png') =>
      as(world.test.app, token).post(
        `${actionItemsApi}/HomeownerRequests/${id}/Attachments?fileName=${encodeURIComponent(name)}`,
        body,
        { headers: { 'content-type': type } },
      );
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100, 1),
    ]);
    const ok = await upload(world.tokens.homeownerA, 'image/png', png, '../../etc/pass"wd.png');
    expect(ok.statusCode).toBe(201);
    expect(ok.json<{ attachments: { fileName: string; sizeBytes: number }[] }>().attachments).toMatchObject([
      { fileName: 'passwd.png', sizeBytes: 108 },
    ]);
    // the saved name ends in the content's extension, whatever the name sent: no .html holding a PDF
    const pdf = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>');
    const renamed = await upload(world.tokens.homeownerA, 'application/pdf', pdf, 'My plans.html');
    expect(renamed.statusCode).toBe(201);
    const saved = renamed.json<{ attachments: { id: number; fileName: string }[] }>().attachments;
    expect(saved.map((a) => a.fileName)).toEqual(['passwd.png', 'My plans.html.pdf']);
    const download = await as(world.test.app, world.tokens.homeownerA).get(
      `${actionItemsApi}/HomeownerRequests/${id}/Attachments/${saved[1]?.id}`,
    );
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="My plans.html.pdf"; filename*=UTF-8''My%20plans.html.pdf`,
    );
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await upload(world.tokens.homeownerA, 'image/jpeg', png)).statusCode).toBe(415);
    expect((await upload(world.tokens.homeownerA, 'text/html', Buffer.from('<script>'))).statusCode).toBe(
      415,
    );
    expect(
      (await upload(world.tokens.homeownerA, 'image/png', Buffer.alloc(10 * 1024 * 1024 + 1, 0x89)))
        .statusCode,
    ).toBe(413);
    expect((await upload(world.tokens.homeownerB, 'image/png', png)).statusCode).toBe(404);
    // the session is checked before the body is read: an anonymous caller's upload is refused unread
    const anonymous = await upload(null, 'image/png', Buffer.alloc(10 * 1024 * 1024 + 1, 0x89));
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(null, 'text/html', Buffer.from('<script>'))).statusCode).toBe(401);
  });
});
