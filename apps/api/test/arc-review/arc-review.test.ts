import {
  type ArcAttachment,
  type ArcBoardMessage,
  type ArcRequestDetail,
  type ArcRequestList,
  arcMessages,
} from '@hoa/contracts/arc-review';
import type { RequestDetail } from '@hoa/contracts/community';
import { asc, eq, like } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log';
import { emailOutbox } from '../../src/db/schema/mail';
import { properties } from '../../src/db/schema/properties';
import { demoPdf, demoPng } from '../../src/seed/demo-arc-files';
import { actionItemsApi, as, associationsApi, errorOf } from '../calls';
import { forEachDatabase } from '../helper';
import { arcWorld, board, message, vote } from './arc-world';

vi.setConfig({ testTimeout: 240_000 });

forEachDatabase((kind) => {
  it('lists and shows ARC requests to their board only: filters, paging, voters, recusal, tally, refusals', async () => {
    const world = await arcWorld(kind);
    const asBoard = as(world.test.app, world.tokens.board);
    // every board the member sits on: Meadowbrook's and Harbor Pointe's (homeowner A's five requests)
    const both = (await asBoard.get(board)).json<ArcRequestList>();
    expect(new Set(both.items.map((item) => item.associationName)).size).toBe(2);
    expect(both.total).toBe(16);
    const meadowOnly = `associationId=${world.associationIds.meadow}`;
    const list = (await asBoard.get(`${board}?${meadowOnly}`)).json<ArcRequestList>();
    // twelve demo requests; the one of 1,200 days ago is outside the default 36 months
    expect(list.total).toBe(11);
    expect(list.items.every((item) => item.kind === 'arc')).toBe(true);
    const created = list.items.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const all = (
      await asBoard.get(`${board}?${meadowOnly}&period=all&pageSize=5&page=3`)
    ).json<ArcRequestList>();
    expect(all).toMatchObject({ total: 12, page: 3, pageSize: 5 });
    expect(all.items).toHaveLength(2);
    const declined = (
      await asBoard.get(`${board}?${meadowOnly}&period=all&status=declined`)
    ).json<ArcRequestList>();
    expect(declined.items.map((item) => item.arcType)).toEqual(['Roof', 'Addition']);
    const search = (await asBoard.get(`${board}?search=cherry`)).json<ArcRequestList>();
    expect(search.items.map((item) => item.accountNumber)).toEqual(['MC00002']);
    expect(search.items[0]).toMatchObject({ recused: true, myVote: null, overdue: false, daysLeft: 40 });

    const overdueId = await world.arcIdOf('MC00023');
    const detail = (await asBoard.get(`${board}/${overdueId}`)).json<ArcRequestDetail>();
    expect(detail).toMatchObject({
      daysLeft: -5,
      overdue: true,
      myVote: 'approve',
      votingOpen: true,
      property: { accountNumber: 'MC00023' },
      tally: {
        rule: 'majority_of_votes_cast',
        eligible: 5,
        approve: 1,
        deny: 1,
        notVoted: 3,
        ruleMet: false,
      },
      decision: null,
    });
    expect(detail.voters).toHaveLength(5);
    expect(detail.voters.filter((voter) => voter.chair).map((voter) => voter.name)).toEqual(['Elena Novak']);
    expect(detail.attachments.map((file) => [file.source, file.contentType])).toEqual([
      ['request', 'application/pdf'],
    ]);
    const own = (await asBoard.get(`${board}/${await world.arcIdOf('MC00002')}`)).json<ArcRequestDetail>();
    expect(own.voters.find((voter) => voter.userId === world.userIds.board)).toMatchObject({ recused: true });
    expect(own.tally.eligible).toBe(4);
    const changed = (
      await asBoard.get(`${board}/${await world.arcIdOf('MC00022')}`)
    ).json<ArcRequestDetail>();
    expect(changed.tally).toMatchObject({ approve: 2, approveWithConditions: 1, deny: 0, notVoted: 2 });

    // the associations client: one association's list, for its board
    const meadow = await as(world.test.app, world.tokens.chair).get(
      `${associationsApi}/Associations/${world.associationIds.meadow}/ArcRequests?period=all`,
    );
    expect(meadow.json<ArcRequestList>().total).toBe(12);
    const meadowPath = `${associationsApi}/Associations/${world.associationIds.meadow}/ArcRequests`;
    expect((await as(world.test.app, world.tokens.homeownerB).get(meadowPath)).statusCode).toBe(403);
    expect((await as(world.test.app, world.tokens.boardOther).get(meadowPath)).statusCode).toBe(404);

    // refusals: a homeowner 403 (the owner of a request too), another board 404, staff 404, nobody 401
    const refusals = async (path: string) =>
      Promise.all(
        (['homeownerA', 'homeownerB', 'boardOther', 'staff', 'anonymous'] as const).map(async (who) => [
          who,
          (await as(world.test.app, world.tokens[who]).get(path)).statusCode,
        ]),
      );
    expect(await refusals(`${board}/${overdueId}`)).toEqual([
      ['homeownerA', 404],
      ['homeownerB', 403],
      ['boardOther', 404],
      ['staff', 404],
      ['anonymous', 401],
    ]);
    expect(await refusals(board)).toEqual([
      ['homeownerA', 403],
      ['homeownerB', 403],
      ['boardOther', 200],
      ['staff', 403],
      ['anonymous', 401],
    ]);
    // the other association's board member sees only their own board's (none)
    expect((await as(world.test.app, world.tokens.boardOther).get(board)).json<ArcRequestList>().total).toBe(
      0,
    );
    expect((await asBoard.get(`${board}?associationId=${world.associationIds.sunset}`)).statusCode).toBe(404);
    expect((await asBoard.get(`${board}/${world.propertyIds.homeownerA}`)).statusCode).toBe(404);
    const bad = errorOf(await asBoard.get(`${board}?status=maybe`));
    expect(bad.status).toBe(400);
    expect(bad.detail).toContain('status');

    // ordered by a column the server knows, both ways; ties newest first
    const byType = (
      await asBoard.get(`${board}?${meadowOnly}&period=all&sort=type&direction=asc`)
    ).json<ArcRequestList>();
    const types = byType.items.map((item) => (item.arcType ?? '').toLowerCase());
    expect(types).toEqual([...types].sort());
    // the dashboard's ARC voting: open, not decided, not my home, no vote of mine; nearest deadline first
    const awaiting = (
      await asBoard.get(`${board}?${meadowOnly}&awaitingMyVote=true&sort=deadline&direction=asc`)
    ).json<ArcRequestList>();
    expect(awaiting.items.map((item) => item.accountNumber)).toEqual(['MC00024', 'MC00022', 'MC00020']);
    expect(awaiting.items.map((item) => item.daysLeft)).toEqual([15, 25, 42]);
    const badSort = errorOf(await asBoard.get(`${board}?sort=secret`));
    expect([badSort.status, badSort.detail]).toEqual([400, expect.stringContaining('sort')]);

    // the CSV export: every request the filter matches, not the page; only for the board
    const exported = await asBoard.get(`${board}/Export?${meadowOnly}&period=all&pageSize=5`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="arc-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(exported.headers['cache-control']).toBe('private, no-store');
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Request ID,Association,Applicant,Property,Account,Type,Description,Submitted,Review deadline,Days left,Status,My vote,Approve,Approve with conditions,Deny,Not voted,Rule met,Decision,Decision text',
    );
    expect(lines).toHaveLength(13);
    const cherry = lines.find((line) => line.includes('MC00002'));
    expect(cherry).toContain(',Recused,');
    const onlyDeclined = await asBoard.get(
      `${board}/Export?${meadowOnly}&period=all&status=declined&sort=type&direction=asc`,
    );
    expect(
      onlyDeclined.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[5]),
    ).toEqual(['Addition', 'Roof']);
    expect((await as(world.test.app, world.tokens.homeownerB).get(`${board}/Export`)).statusCode).toBe(403);
    expect(
      (await asBoard.get(`${board}/Export?associationId=${world.associationIds.sunset}`)).statusCode,
    ).toBe(404);

    // mimic mode reads what the board member reads
    expect((await as(world.test.app, world.mimicBoardToken).get(`${board}/${overdueId}`)).statusCode).toBe(
      200,
    );
  });

  it('the chair decides: validation, only the chair, history and e-mail for the homeowner, voting closed, races', async () => {
    const world = await arcWorld(kind);
    // homeowner B submits an ARC request through New request
    const [home] = await world.test.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.accountNumber, 'MC00001'));
    const created = await as(world.test.app, world.tokens.homeownerB).post(
      `${actionItemsApi}/HomeownerRequests`,
      {
        kind: 'arc',
        propertyId: home?.id,
        arcType: 'Fence',
        description: 'A picket fence.',
      },
    );
    expect(created.statusCode).toBe(201);
    const id = created.json<RequestDetail>().id;
    const decide = (token: string | null, body: Record<string, string>) =>
      as(world.test.app, token).post(`${board}/${id}/ChairDecision`, body);

    expect((await decide(world.tokens.board, { outcome: 'approved' })).statusCode).toBe(403);
    expect((await decide(world.tokens.homeownerB, { outcome: 'approved' })).statusCode).toBe(403);
    expect((await decide(world.tokens.boardOther, { outcome: 'approved' })).statusCode).toBe(404);
    const noReason = errorOf(await decide(world.tokens.chair, { outcome: 'denied' }));
    expect(noReason.status).toBe(400);
    expect(noReason.detail).toContain('reason');
    expect(
      errorOf(await decide(world.tokens.chair, { outcome: 'approved_with_conditions' })).detail,
    ).toContain('conditions');
    // asking for more information says what information
    expect(
      errorOf(await decide(world.tokens.chair, { outcome: 'more_information_needed', reason: ' ' })).detail,
    ).toBe(`body.reason: ${arcMessages.informationRequired}`);

    // the board's discussion and its files stay the board's: the homeowner sees neither
    const photo = await message(
      world,
      world.tokens.chair,
      { requestId: String(id), body: 'Board only.' },
      { name: 'board.png', bytes: demoPng([1, 2, 3]), type: 'image/png' },
    );
    expect(photo.statusCode).toBe(201);
    const ownView = (
      await as(world.test.app, world.tokens.homeownerB).get(`${actionItemsApi}/HomeownerRequests/${id}`)
    ).json<RequestDetail>();
    expect(ownView.attachments).toEqual([]);
    expect(ownView.messages.map((m) => m.body)).not.toContain('Board only.');

    const more = await decide(world.tokens.chair, {
      outcome: 'more_information_needed',
      reason: 'Please add the height.',
    });
    expect(more.json<ArcRequestDetail>()).toMatchObject({ votingOpen: true, status: 'in_review' });
    expect((await vote(world, world.tokens.board, id, { vote: 'approve' })).statusCode).toBe(200);

    // a vote racing the final decision lands before it or gets 409, never after
    const racing = await Promise.all([
      vote(world, world.tokens.board, id, { vote: 'deny' }),
      decide(world.tokens.chair, { outcome: 'approved_with_conditions', conditions: 'At most 4 ft high.' }),
      vote(world, world.tokens.board, id, { vote: 'approve' }),
    ]);
    expect(racing[1]?.statusCode).toBe(200);
    const decided = racing[1]?.json<ArcRequestDetail>();
    expect(decided).toMatchObject({
      status: 'approved',
      votingOpen: false,
      decision: {
        outcome: 'approved_with_conditions',
        text: 'At most 4 ft high.',
        final: true,
        decidedBy: 'Elena Novak',
      },
    });
    for (const response of [racing[0], racing[2]]) {
      expect([200, 409]).toContain(response?.statusCode);
      if (response?.statusCode === 409) expect(errorOf(response).detail).toBe(arcMessages.votingClosed);
    }
    const db = world.test.database.db;
    const entries = await db
      .select({ id: auditLog.id, route: auditLog.route })
      .from(auditLog)
      .where(like(auditLog.route, '%/Board/ArcRequests/%'))
      .orderBy(asc(auditLog.id));
    const decisionEntry = entries.filter((entry) => entry.route.endsWith('ChairDecision')).at(-1);
    const lastVote = entries.filter((entry) => entry.route.endsWith('Vote')).at(-1);
    expect(Number(lastVote?.id)).toBeLessThan(Number(decisionEntry?.id));

    // voting is closed with a clear message; a second decision is refused
    expect(errorOf(await vote(world, world.tokens.board, id, { vote: 'deny' }))).toMatchObject({
      status: 409,
      detail: arcMessages.votingClosed,
    });
    expect(errorOf(await decide(world.tokens.chair, { outcome: 'approved' }))).toMatchObject({
      status: 409,
      detail: arcMessages.alreadyDecided,
    });

    // the homeowner sees it in the request's status history, and has an e-mail in the outbox
    const seen = (
      await as(world.test.app, world.tokens.homeownerB).get(`${actionItemsApi}/HomeownerRequests/${id}`)
    ).json<RequestDetail>();
    expect(seen.status).toBe('approved');
    expect(seen.history.at(-1)).toMatchObject({
      status: 'approved',
      note: 'Board decision: Approved with conditions. At most 4 ft high.',
    });
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'owner2@example.com'));
    expect(mails.map((mail) => mail.subject)).toContain('Your ARC request: Approved with conditions');
  });

  it("keeps the board's discussion and its files from the homeowner; files are checked by content", async () => {
    const world = await arcWorld(kind);
    const id = await world.arcIdOf('MC00024');
    const png = demoPng([10, 20, 30]);
    const posted = await message(
      world,
      world.tokens.board,
      { requestId: String(id), body: 'See the photo.' },
      {
        name: 'photo.png',
        bytes: png,
        type: 'image/png',
      },
    );
    expect(posted.statusCode).toBe(201);
    const thread = posted.json<{ messages: ArcBoardMessage[] }>().messages;
    expect(thread.at(-1)).toMatchObject({ body: 'See the photo.', authorName: 'Marcus Chen' });
    const file = thread.at(-1)?.attachments[0] as ArcAttachment;
    expect(file).toMatchObject({ fileName: 'photo.png', contentType: 'image/png', source: 'boardMessage' });

    // a "PNG" that is not one, an empty body, another board, a homeowner, mimic
    const fake = await message(
      world,
      world.tokens.board,
      { requestId: String(id), body: 'Fake' },
      {
        name: 'fake.png',
        bytes: demoPdf('not a png'),
        type: 'image/png',
      },
    );
    expect(fake.statusCode).toBe(415);
    const empty = errorOf(await message(world, world.tokens.board, { requestId: String(id), body: ' ' }));
    expect(empty.status).toBe(400);
    expect(empty.detail).toContain('body');
    expect(
      (await message(world, world.tokens.boardOther, { requestId: String(id), body: 'Hi' })).statusCode,
    ).toBe(404);
    expect(
      (await message(world, world.tokens.homeownerB, { requestId: String(id), body: 'Hi' })).statusCode,
    ).toBe(403);
    expect(
      (await message(world, world.mimicBoardToken, { requestId: String(id), body: 'Hi' })).statusCode,
    ).toBe(403);

    const listed = await as(world.test.app, world.tokens.chair).get(`${board}/${id}/Messages`);
    expect(listed.json<{ messages: ArcBoardMessage[] }>().messages.map((m) => m.body)).toContain(
      'See the photo.',
    );
    const files = (
      await as(world.test.app, world.tokens.chair).get(
        `${actionItemsApi}/Attachments/GetAttachmentsByActionItem?actionItemId=${id}`,
      )
    ).json<{ attachments: ArcAttachment[] }>().attachments;
    expect(files.map((one) => one.source)).toEqual(['request', 'boardMessage']);
    const download = await as(world.test.app, world.tokens.chair).get(
      `${actionItemsApi}/Attachments?imgId=${file.id}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('photo.png');
    expect(download.rawPayload.equals(png)).toBe(true);
    for (const [who, status] of [
      ['homeownerB', 403],
      ['boardOther', 404],
      ['staff', 404],
    ] as const) {
      expect(
        (await as(world.test.app, world.tokens[who]).get(`${actionItemsApi}/Attachments?imgId=${file.id}`))
          .statusCode,
      ).toBe(status);
    }
    // the homeowner's own attachments of this request are not the board's files
    const homeownerFile = files[0] as ArcAttachment;
    expect(
      (
        await as(world.test.app, world.tokens.chair).get(
          `${actionItemsApi}/Attachments?imgId=${homeownerFile.id}`,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await as(world.test.app, world.tokens.chair).get(`${actionItemsApi}/Attachments?imgId=999999`))
        .statusCode,
    ).toBe(404);
  });
});
