import type { CollectionList, LedgerLines } from '@hoa/contracts/association-collections';
import { collectionMessages } from '@hoa/contracts/association-collections';
import { and, eq, like } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { collectionStageChanges } from '../../src/db/schema/association-books';
import { auditLog } from '../../src/db/schema/audit-log';
import { ageSubLedgers } from '../../src/modules/association-books/aging';
import { as, errorOf } from '../calls';
import { assertBooksBalance, forEachDatabase } from '../helper';
import { asOf, boardCollections, collectionsWorld, staffCollections } from './collections-world';

vi.setConfig({ testTimeout: 240_000 });

const zero = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 };

forEachDatabase((kind) => {
  it('ages charges at the bucket edges, pays the oldest first, makes a returned payment’s charges old again, and leaves a credit unaged', async () => {
    const w = await collectionsWorld(kind);
    const db = w.test.database.db;
    const meadow = w.associationIds.meadow;
    // a charge 0, 30, 31, 60, 61, 90 and 91 days past due: 1, 2, 4, 8, 16, 32, 64 cents
    const edges = await w.account(meadow, 'ZZ-EDGES', 'Edgar Edges');
    const days = [0, 30, 31, 60, 61, 90, 91];
    for (const [index, daysAgo] of days.entries()) await edges.charge(2 ** index, daysAgo);
    const age = async (subLedgerId: number, day = asOf) =>
      (await ageSubLedgers(db, { associationId: meadow, asOf: day, subLedgerIds: [subLedgerId] }))[0];
    expect(await age(edges.subLedgerId)).toEqual({
      subLedgerId: edges.subLedgerId,
      balance: 127,
      buckets: { current: 1, days1to30: 2, days31to60: 4 + 8, days61to90: 16 + 32, over90: 64 },
      oldestUnpaidDueDate: '2026-03-31',
    });
    // a day earlier every charge is a day younger: the 91-day one is 90, the 31-day one 30 (the
    // charge due on the 30th is not posted yet)
    expect((await age(edges.subLedgerId, '2026-06-29'))?.buckets).toEqual({
      current: 0,
      days1to30: 2 + 4,
      days31to60: 8 + 16,
      days61to90: 32 + 64,
      over90: 0,
    });

    // a partial payment of 70 pays the 91-day charge (64) and 6 of the 90-day one (32)
    const partly = await w.account(meadow, 'ZZ-PARTLY', 'Pat Partly');
    for (const [index, daysAgo] of days.entries()) await partly.charge(2 ** index, daysAgo);
    const payment = await partly.pay(70, 5);
    expect(await age(partly.subLedgerId)).toMatchObject({
      balance: 57,
      buckets: { current: 1, days1to30: 2, days31to60: 12, days61to90: 16 + 26, over90: 0 },
      oldestUnpaidDueDate: '2026-04-01',
    });
    // returned 2 days ago: as of today the charges are as old as if it had never come; as of 3 days ago
    // the payment still counted
    await partly.returnPayment(payment, 2);
    expect((await age(partly.subLedgerId))?.buckets).toEqual({
      current: 1,
      days1to30: 2,
      days31to60: 12,
      days61to90: 48,
      over90: 64,
    });
    expect((await age(partly.subLedgerId, '2026-06-27'))?.balance).toBe(126 - 70);

    // in credit: paid more than charged, nothing aged, not delinquent
    const credit = await w.account(meadow, 'ZZ-CREDIT', 'Carla Credit');
    await credit.charge(10_000, 40);
    await credit.pay(15_000, 35);
    expect(await age(credit.subLedgerId)).toMatchObject({ balance: -5_000, buckets: zero });

    // the board's list: the delinquent accounts only, aged as of today by default, with the totals
    const list = await as(w.test.app, w.tokens.board).get(
      `${boardCollections(w)}?search=ZZ-&sort=account&direction=asc`,
    );
    expect(list.statusCode).toBe(200);
    const body = list.json<CollectionList>();
    expect(body.asOf).toBe(asOf);
    expect(body.items.map((item) => [item.accountNumber, item.ownerName, item.balance])).toEqual([
      ['ZZ-EDGES', 'Edgar Edges', 127],
      ['ZZ-PARTLY', 'Pat Partly', 127],
    ]);
    expect(body.totals).toEqual({
      balance: 254,
      current: 2,
      days1to30: 4,
      days31to60: 24,
      days61to90: 96,
      over90: 128,
    });
    // an earlier day, paged
    const earlier = await as(w.test.app, w.tokens.board).get(
      `${boardCollections(w)}?search=ZZ-&asOf=2026-06-27&sort=balance&direction=asc&pageSize=1&page=1`,
    );
    expect(earlier.json<CollectionList>()).toMatchObject({
      total: 2,
      items: [{ accountNumber: 'ZZ-PARTLY', balance: 56 }],
    });
    expect(
      errorOf(await as(w.test.app, w.tokens.board).get(`${boardCollections(w)}?asOf=2026-02-30`)).status,
    ).toBe(400);

    // the list keeps its aging between calls (ADR 125) but never past a new entry: a payment shows at
    // once, its return too
    const edgesRow = async () =>
      (
        await as(w.test.app, w.tokens.board).get(`${boardCollections(w)}?search=ZZ-EDGES`)
      ).json<CollectionList>().items[0];
    const paid = await edges.pay(64, 1);
    expect(await edgesRow()).toMatchObject({ balance: 63, buckets: { over90: 0, days61to90: 48 } });
    await edges.returnPayment(paid, 0);
    expect(await edgesRow()).toMatchObject({ balance: 127, buckets: { over90: 64 } });

    // the lines behind the figures: the returned payment and its reversal are marked
    const lines = await as(w.test.app, w.tokens.board).get(
      `${boardCollections(w)}/${partly.subLedgerId}/Lines`,
    );
    const ledger = lines.json<LedgerLines>();
    expect(ledger.balance).toBe(127);
    expect(ledger.lines.filter((line) => line.reversed).map((line) => line.amount)).toEqual([-70, 70]);
    expect(ledger.lines.at(-1)?.runningBalance).toBe(127);
    // an account of another association is not found through this one
    const harbor = await as(w.test.app, w.tokens.board).get(
      `${boardCollections(w)}/${w.subLedgerIds.homeownerA}/Lines`,
    );
    expect(harbor.statusCode).toBe(404);

    const csv = await as(w.test.app, w.tokens.board).get(`${boardCollections(w)}/Export?search=ZZ-EDGES`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Edgar Edges');
    expect(csv.body).toContain('1.27,0.01,0.02,0.12,0.48,0.64');
    await assertBooksBalance(w.test.database);
  });

  it('sets stages as staff; the board approves or holds one that needs it, once; refusals', async () => {
    const w = await collectionsWorld(kind);
    const db = w.test.database.db;
    const account = await w.account(w.associationIds.meadow, 'ZZ-STAGE', 'Stella Stage');
    await account.charge(50_000, 100);
    const setStage = (stage: string, note = '') =>
      as(w.test.app, w.tokens.staff).post(`${staffCollections(w)}/${account.subLedgerId}/Stage`, {
        stage,
        note,
      });
    const decide = (token: string | null, id: number, decision: string, note = '', associationId?: number) =>
      as(w.test.app, token).post(`${boardCollections(w, associationId)}/Stages/${id}/Decision`, {
        decision,
        note,
      });

    const reminder = (await setStage('reminder', 'First letter')).json<{ id: number }>().id;
    expect(errorOf(await decide(w.tokens.board, reminder, 'approved'))).toMatchObject({
      status: 409,
      detail: collectionMessages.noApprovalNeeded,
    });
    const lien = await setStage('intent_to_lien', 'Ninety days past due');
    expect(lien.statusCode).toBe(201);
    const lienId = lien.json<{ id: number }>().id;
    // the board may not set stages, nor staff decide them
    expect(
      (
        await as(w.test.app, w.tokens.board).post(`${staffCollections(w)}/${account.subLedgerId}/Stage`, {
          stage: 'attorney',
        })
      ).statusCode,
    ).toBe(403);
    expect((await decide(w.tokens.staff, lienId, 'approved')).statusCode).toBe(404);
    expect(errorOf(await setStage('foreclosure')).detail).toContain('stage');

    const listed = await as(w.test.app, w.tokens.board).get(`${boardCollections(w)}?search=ZZ-STAGE`);
    expect(listed.json<CollectionList>().items[0]?.stage).toMatchObject({
      id: lienId,
      stage: 'intent_to_lien',
      note: 'Ninety days past due',
      needsBoardApproval: true,
      boardDecision: null,
    });

    // refusals: hold without a note, mimic, a member without a board role, another board, another association
    const noNote = errorOf(await decide(w.tokens.board, lienId, 'held', '  '));
    expect(noNote.status).toBe(400);
    expect(noNote.detail).toContain('note');
    expect((await decide(w.mimicBoardToken, lienId, 'approved')).statusCode).toBe(403);
    expect((await decide(w.tokens.homeownerB, lienId, 'approved')).statusCode).toBe(403);
    expect((await decide(w.tokens.boardOther, lienId, 'approved')).statusCode).toBe(404);
    expect((await decide(w.tokens.board, lienId, 'approved', '', w.associationIds.harbor)).statusCode).toBe(
      404,
    );
    expect((await decide(w.tokens.board, lienId, 'maybe')).statusCode).toBe(400);

    const held = await decide(w.tokens.board, lienId, 'held', 'Talk to the owner first.');
    expect(held.statusCode).toBe(204);
    expect(errorOf(await decide(w.tokens.chair, lienId, 'approved'))).toMatchObject({
      status: 409,
      detail: collectionMessages.alreadyDecided,
    });
    const [row] = await db.select().from(collectionStageChanges).where(eq(collectionStageChanges.id, lienId));
    expect(row).toMatchObject({
      boardDecision: 'held',
      boardNote: 'Talk to the owner first.',
      boardDecidedByUserId: w.userIds.board,
    });
    const audit = await db
      .select({ actor: auditLog.actorUserId, changes: auditLog.changes })
      .from(auditLog)
      .where(and(like(auditLog.route, '%/Collections/Stages/:stageChangeId/Decision')));
    const decisions = audit.filter(
      (entry) => entry.changes?.kind === 'change' && entry.changes.object === 'Collection stage decision',
    );
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      actor: w.userIds.board,
      changes: { object: 'Collection stage decision', after: { boardDecision: 'held' } },
    });

    // an older stage superseded by a newer one is not decided; the newer one is, by the chair
    const attorney = (await setStage('attorney')).json<{ id: number }>().id;
    const newer = (await setStage('attorney', 'Again')).json<{ id: number }>().id;
    expect(errorOf(await decide(w.tokens.chair, attorney, 'approved'))).toMatchObject({
      status: 409,
      detail: collectionMessages.superseded,
    });
    expect((await decide(w.tokens.chair, newer, 'approved')).statusCode).toBe(204);
    await assertBooksBalance(w.test.database);
  });
});
