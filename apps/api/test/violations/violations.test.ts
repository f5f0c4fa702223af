import type { ViolationDetail, ViolationList } from '@hoa/contracts/violations';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log';
import { journalEntries, journalLines } from '../../src/db/schema/books';
import { emailAttachments, emailOutbox } from '../../src/db/schema/mail';
import { violationEvents, violations } from '../../src/db/schema/violations';
import { countViolationEscalationsAwaitingBoard } from '../../src/modules/violations/violation-overview';
import { as, errorOf } from '../calls';
import { pngBytes } from '../documents/library';
import { assertBooksBalance, forEachDatabase } from '../helper';
import {
  advance,
  boardViolations,
  decide,
  ownViolations,
  propose,
  recordViolation,
  staffViolations,
  type ViolationWorld,
  violationWorld,
} from './violation-world';

vi.setConfig({ testTimeout: 240_000 });

async function fineEntries(w: ViolationWorld, escalationId: number) {
  return w.test.database.db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.sourceKey, `violation-fine:${escalationId}`));
}

async function fineOnLedger(w: ViolationWorld) {
  const rows = await w.test.database.db
    .select({ amount: journalLines.amount })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(eq(journalLines.subLedgerId, w.subLedgerIds.homeownerA), eq(journalEntries.kind, 'violation_fine')),
    );
  return rows.map((row) => row.amount);
}

const noticesTo = async (w: ViolationWorld) =>
  (
    await w.test.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'homeowner@example.com'))
  )
    .map((row) => row.subject)
    .filter((subject) => subject.includes('Landscaping'));

forEachDatabase((kind) => {
  it('moves a violation through every stage one at a time: notices e-mailed, a skipped stage refused, fine and hearing only with the board, the fine posted once', async () => {
    const w = await violationWorld(kind);
    const db = w.test.database.db;
    const staff = as(w.test.app, w.tokens.staff);
    const id = await recordViolation(w);
    const detail = async () =>
      (await as(w.test.app, w.tokens.board).get(boardViolations(w.home, `/${id}`))).json<ViolationDetail>();
    expect(await detail()).toMatchObject({ stage: 'observed', nextStages: ['courtesy_notice', 'resolved'] });

    // a skipped stage: refused, nothing changed
    const skipped = await staff.post(staffViolations(w.home, `/${id}/Stage`), { stage: 'first_notice' });
    expect(skipped.statusCode).toBe(409);
    expect(errorOf(skipped).detail).toContain('one stage at a time');
    expect((await detail()).stage).toBe('observed');

    await advance(w, id, ['courtesy_notice', 'first_notice', 'second_notice']);
    expect(await noticesTo(w)).toEqual(
      [
        'Courtesy notice: Landscaping at 14 Harbor View Drive',
        'First notice: Landscaping at 14 Harbor View Drive',
        'Second notice: Landscaping at 14 Harbor View Drive',
      ].map((s) => expect.stringContaining(s.split(' at ')[0] as string)),
    );

    // a fine is the board's: staff cannot set it, they propose it with its amount
    const direct = await staff.post(staffViolations(w.home, `/${id}/Stage`), { stage: 'fine' });
    expect(direct.statusCode).toBe(409);
    expect(errorOf(direct).detail).toContain('propose the escalation');
    const noAmount = await staff.post(staffViolations(w.home, `/${id}/Escalations`), { stage: 'fine' });
    expect(noAmount.statusCode).toBe(400);
    expect(errorOf(noAmount).detail).toContain('body.fineAmount');
    const hearingFirst = await staff.post(staffViolations(w.home, `/${id}/Escalations`), {
      stage: 'hearing',
    });
    expect(hearingFirst.statusCode).toBe(409);
    const escalationId = await propose(w, id, { stage: 'fine', fineAmount: 10_000, note: 'Third month' });
    const twice = await staff.post(staffViolations(w.home, `/${id}/Escalations`), {
      stage: 'fine',
      fineAmount: 5_000,
    });
    expect(twice.statusCode).toBe(409);
    expect(
      await countViolationEscalationsAwaitingBoard(db, { associationId: w.home, userId: w.userIds.board }),
    ).toBe(1);
    const awaiting = await as(w.test.app, w.tokens.board).get(boardViolations(w.home, '?view=awaitingBoard'));
    expect(awaiting.json<ViolationList>().violations.map((v) => v.id)).toEqual([id]);

    // approved: the violation is at the fine and the owner's account is charged once, whatever the retries
    const approved = await decide(w, w.tokens.board, id, escalationId, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<ViolationDetail>()).toMatchObject({ stage: 'fine', pendingEscalation: null });
    const retry = await decide(w, w.tokens.board, id, escalationId, { decision: 'approve' });
    expect(retry.statusCode).toBe(409);
    expect(await fineEntries(w, escalationId)).toHaveLength(1);
    expect(await fineOnLedger(w)).toEqual([10_000]);
    expect(
      await countViolationEscalationsAwaitingBoard(db, { associationId: w.home, userId: w.userIds.board }),
    ).toBe(0);

    // a hearing refused needs a note, and leaves the violation where it was
    const hearing = await propose(w, id, { stage: 'hearing', hearingOn: '2026-12-15' });
    const bare = await decide(w, w.tokens.chair, id, hearing, { decision: 'refuse' });
    expect(bare.statusCode).toBe(400);
    expect(errorOf(bare).detail).toContain('body.note');
    const refused = await decide(w, w.tokens.chair, id, hearing, {
      decision: 'refuse',
      note: 'Give it a month',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json<ViolationDetail>().stage).toBe('fine');
    const again = await propose(w, id, { stage: 'hearing', hearingOn: '2027-01-12' });
    expect(
      (await decide(w, w.tokens.chair, id, again, { decision: 'approve' })).json<ViolationDetail>().stage,
    ).toBe('hearing');
    expect((await noticesTo(w)).length).toBe(5);

    await advance(w, id, ['resolved', 'closed']);
    const final = await detail();
    expect(final.stage).toBe('closed');
    expect(Object.keys(final.stageDates).sort()).toEqual(
      [
        'closed',
        'courtesy_notice',
        'fine',
        'first_notice',
        'hearing',
        'observed',
        'resolved',
        'second_notice',
      ].sort(),
    );
    expect(final.events.filter((e) => e.kind === 'stage').map((e) => e.toStage)).toEqual([
      'courtesy_notice',
      'first_notice',
      'second_notice',
      'fine',
      'hearing',
      'resolved',
      'closed',
    ]);
    const closed = await staff.post(staffViolations(w.home, `/${id}/Stage`), { stage: 'resolved' });
    expect(closed.statusCode).toBe(409);

    // every board and staff write is in the audit trail
    const audited = await db
      .select({ object: sql<string>`${auditLog.changes}->>'object'` })
      .from(auditLog)
      .where(like(auditLog.route, '%/Violations%'));
    const objects = audited.map((row) => row.object);
    expect(objects.filter((o) => o === 'Violation stage')).toHaveLength(5);
    expect(objects).toEqual(
      expect.arrayContaining([
        'Violation',
        'Violation escalation proposal',
        'Violation escalation approval',
        'Violation escalation refusal',
      ]),
    );
    await assertBooksBalance(w.test.database);
  });

  it('refuses the decision to a member without a board role, another board, staff, and staff mimicking a board member', async () => {
    const w = await violationWorld(kind);
    const id = await recordViolation(w);
    await advance(w, id, ['courtesy_notice', 'first_notice', 'second_notice']);
    const escalationId = await propose(w, id, { stage: 'fine', fineAmount: 2_500 });
    expect((await decide(w, w.tokens.homeownerB, id, escalationId, { decision: 'approve' })).statusCode).toBe(
      403,
    );
    expect((await decide(w, w.tokens.boardOther, id, escalationId, { decision: 'approve' })).statusCode).toBe(
      404,
    );
    expect((await decide(w, w.tokens.staff, id, escalationId, { decision: 'approve' })).statusCode).toBe(404);
    const mimic = await decide(w, w.mimicBoardToken, id, escalationId, { decision: 'approve' });
    expect(mimic.statusCode).toBe(403);
    // the board of another association asking about this one with its own id: not found
    const elsewhere = await decide(
      w,
      w.tokens.board,
      id,
      escalationId,
      { decision: 'approve' },
      w.associationIds.meadow,
    );
    expect(elsewhere.statusCode).toBe(404);
    // a board member is not staff
    const boardAsStaff = await as(w.test.app, w.tokens.board).post(staffViolations(w.home, `/${id}/Stage`), {
      stage: 'resolved',
    });
    expect(boardAsStaff.statusCode).toBe(403);
    expect(await fineEntries(w, escalationId)).toHaveLength(0);
    const [row] = await w.test.database.db.select().from(violations).where(eq(violations.id, id));
    expect(row?.stage).toBe('second_notice');
  });

  it('posts one fine when two board members approve at once', async () => {
    const w = await violationWorld(kind);
    const id = await recordViolation(w);
    await advance(w, id, ['courtesy_notice', 'first_notice', 'second_notice']);
    const escalationId = await propose(w, id, { stage: 'fine', fineAmount: 7_500 });
    const answers = await Promise.all([
      decide(w, w.tokens.board, id, escalationId, { decision: 'approve' }),
      decide(w, w.tokens.chair, id, escalationId, { decision: 'approve' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await fineEntries(w, escalationId)).toHaveLength(1);
    expect(await fineOnLedger(w)).toEqual([7_500]);
    await assertBooksBalance(w.test.database);
  });

  it('resolving withdraws a waiting escalation, which can then no longer be approved', async () => {
    const w = await violationWorld(kind);
    const id = await recordViolation(w);
    await advance(w, id, ['courtesy_notice', 'first_notice', 'second_notice']);
    const escalationId = await propose(w, id, { stage: 'fine', fineAmount: 1_000 });
    await advance(w, id, ['resolved']);
    const late = await decide(w, w.tokens.board, id, escalationId, { decision: 'approve' });
    expect(late.statusCode).toBe(409);
    expect(await fineEntries(w, escalationId)).toHaveLength(0);
  });

  it('the database itself refuses a skipped stage, a fine without approval and a change to the history', async () => {
    const w = await violationWorld(kind);
    const db = w.test.database.db;
    const id = await recordViolation(w);
    await expect(
      db.update(violations).set({ stage: 'first_notice' }).where(eq(violations.id, id)),
    ).rejects.toThrow();
    await advance(w, id, ['courtesy_notice', 'first_notice', 'second_notice']);
    await expect(db.update(violations).set({ stage: 'fine' }).where(eq(violations.id, id))).rejects.toThrow();
    await expect(
      db.update(violationEvents).set({ body: 'rewritten' }).where(eq(violationEvents.violationId, id)),
    ).rejects.toThrow();
    await expect(db.delete(violationEvents).where(eq(violationEvents.violationId, id))).rejects.toThrow();
  });

  it('the owner sees their violation with its notices (the letter as PDF) and replies; board comments stay internal', async () => {
    const w = await violationWorld(kind);
    const id = await recordViolation(w);
    await advance(w, id, ['courtesy_notice']);
    const comment = await as(w.test.app, w.tokens.board).post(boardViolations(w.home, `/${id}/Comments`), {
      body: 'Board only: second time this year.',
    });
    expect(comment.statusCode).toBe(201);
    const owner = as(w.test.app, w.tokens.homeownerA);
    const list = (await owner.get(ownViolations())).json<ViolationList>();
    expect(list.violations.map((v) => v.id)).toContain(id);
    const mine = (await owner.get(ownViolations(`/${id}`))).json<ViolationDetail>();
    expect(mine.events.map((e) => e.kind)).toEqual(['stage']);
    expect(mine.escalations).toEqual([]);
    const notice = mine.events.find((e) => e.hasNotice);
    const pdf = await owner.get(ownViolations(`/${id}/Notices/${notice?.id}`));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the e-mail carried the same letter, attached
    const [mailed] = await w.test.database.db
      .select({ fileName: emailAttachments.fileName, content: emailAttachments.content })
      .from(emailAttachments)
      .innerJoin(emailOutbox, eq(emailOutbox.id, emailAttachments.outboxId))
      .where(eq(emailOutbox.to, 'homeowner@example.com'))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(mailed?.fileName).toMatch(/^courtesy-notice-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(mailed?.content.equals(pdf.rawPayload)).toBe(true);
    const reply = await owner.post(ownViolations(`/${id}/Replies`), { body: 'Mowed it on Saturday.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json<ViolationDetail>().events.map((e) => e.kind)).toEqual(['stage', 'reply']);
    const empty = await owner.post(ownViolations(`/${id}/Replies`), { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).detail).toContain('body');
    // the board sees the reply; another homeowner does not know the violation exists
    const board = (
      await as(w.test.app, w.tokens.board).get(boardViolations(w.home, `/${id}`))
    ).json<ViolationDetail>();
    expect(board.events.map((e) => e.kind)).toEqual(['created', 'stage', 'comment', 'reply']);
    expect((await as(w.test.app, w.tokens.homeownerB).get(ownViolations(`/${id}`))).statusCode).toBe(404);
    expect(
      (await as(w.test.app, w.tokens.homeownerB).post(ownViolations(`/${id}/Replies`), { body: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('takes photos checked by content and refuses bad input with the field named', async () => {
    const w = await violationWorld(kind);
    const id = await recordViolation(w);
    const upload = (bytes: Buffer, type: string) =>
      w.test.app.inject({
        method: 'POST',
        url: staffViolations(w.home, `/${id}/Photos?fileName=lawn.png`),
        headers: { authorization: `Bearer ${w.tokens.staff}`, 'content-type': type },
        payload: bytes,
      });
    const ok = await upload(pngBytes, 'image/png');
    expect(ok.statusCode, ok.body).toBe(201);
    const photo = ok.json<ViolationDetail>().photos[0];
    expect(photo).toMatchObject({ fileName: 'lawn.png', contentType: 'image/png' });
    const pretend = await upload(Buffer.from('%PDF-1.4 not a photo'), 'image/png');
    expect(pretend.statusCode).toBe(415);
    const pdf = await upload(Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    const seen = await as(w.test.app, w.tokens.homeownerA).get(ownViolations(`/${id}/Photos/${photo?.id}`));
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');

    const staff = as(w.test.app, w.tokens.staff);
    const noCategory = await staff.post(staffViolations(w.home), {
      propertyId: w.propertyIds.homeownerA,
      category: '',
      description: 'x',
      ruleReference: 'y',
      observedOn: '2026-11-02',
    });
    expect(noCategory.statusCode).toBe(400);
    expect(errorOf(noCategory).detail).toContain('category');
    const otherProperty = await staff.post(staffViolations(w.associationIds.meadow), {
      propertyId: w.propertyIds.homeownerA,
      category: 'Parking',
      description: 'x',
      ruleReference: 'y',
      observedOn: '2026-11-02',
    });
    expect(otherProperty.statusCode).toBe(400);
    expect(errorOf(otherProperty).detail).toContain('body.propertyId');
    const badDate = await staff.put(staffViolations(w.home, `/${id}`), {
      category: 'Parking',
      description: 'x',
      ruleReference: 'y',
      observedOn: '2026-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    expect(errorOf(badDate).detail).toContain('observedOn');
    const csv = await as(w.test.app, w.tokens.board).get(boardViolations(w.home, '/Export?view=all'));
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Landscaping');
  });
});
