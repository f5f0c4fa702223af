import { type ArcRequestDetail, arcMessages } from '@hoa/contracts/arc-review';
import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { arcVotes } from '../../src/db/schema/arc-review';
import { auditLog } from '../../src/db/schema/audit-log';
import { errorOf } from '../calls';
import { forEachDatabase } from '../helper';
import { arcWorld, vote } from './arc-world';

vi.setConfig({ testTimeout: 240_000 });

forEachDatabase((kind) => {
  it('votes, changes and retracts as an append-only history with audit entries; refuses the recused, mimic and bad input', async () => {
    const world = await arcWorld(kind);
    const id = await world.arcIdOf('MC00020');
    const first = await vote(world, world.tokens.board, id, { vote: 'approve', comment: 'Looks fine.' });
    expect(first.statusCode).toBe(200);
    expect(first.json<ArcRequestDetail>()).toMatchObject({ myVote: 'approve', tally: { approve: 1 } });
    const second = await vote(world, world.tokens.board, id, { vote: 'deny' });
    expect(second.json<ArcRequestDetail>()).toMatchObject({ myVote: 'deny', tally: { approve: 0, deny: 1 } });
    const retracted = await vote(world, world.tokens.board, id, { vote: 'retract' });
    expect(retracted.json<ArcRequestDetail>()).toMatchObject({ myVote: null, tally: { deny: 0 } });
    expect(errorOf(await vote(world, world.tokens.board, id, { vote: 'retract' }))).toMatchObject({
      status: 409,
      detail: arcMessages.nothingToRetract,
    });

    const db = world.test.database.db;
    const history = await db
      .select({ vote: arcVotes.vote, comment: arcVotes.comment, current: isNull(arcVotes.supersededAt) })
      .from(arcVotes)
      .where(and(eq(arcVotes.requestId, id), eq(arcVotes.userId, world.userIds.board)))
      .orderBy(asc(arcVotes.id));
    expect(history).toEqual([
      { vote: 'approve', comment: 'Looks fine.', current: false },
      { vote: 'deny', comment: '', current: false },
      { vote: 'retract', comment: '', current: true },
    ]);
    // the database keeps the history: no change, no removal
    await expect(
      db.update(arcVotes).set({ vote: 'approve' }).where(eq(arcVotes.requestId, id)),
    ).rejects.toThrow();
    await expect(db.delete(arcVotes).where(eq(arcVotes.requestId, id))).rejects.toThrow();

    const audit = await db
      .select({ actor: auditLog.actorUserId, occurredAt: auditLog.occurredAt, changes: auditLog.changes })
      .from(auditLog)
      .where(like(auditLog.route, '%/Board/ArcRequests/:id/Vote'))
      .orderBy(asc(auditLog.id));
    expect(
      audit.map((row) => [row.actor, row.changes?.kind === 'change' ? row.changes.object : null]),
    ).toEqual([
      [world.userIds.board, 'ARC vote'],
      [world.userIds.board, 'ARC vote change'],
      [world.userIds.board, 'ARC vote retraction'],
    ]);
    expect(audit[1]?.changes).toMatchObject({ before: { vote: 'approve' }, after: { vote: 'deny' } });

    // refused: bad choice (400 naming the field), the recused member, mimic mode, a homeowner, another board
    const bad = errorOf(await vote(world, world.tokens.board, id, { vote: 'abstain' }));
    expect(bad.status).toBe(400);
    expect(bad.detail).toContain('vote');
    expect(
      errorOf(await vote(world, world.tokens.board, id, { vote: 'deny', comment: 'x'.repeat(2001) })).detail,
    ).toContain('comment');
    const recused = errorOf(
      await vote(world, world.tokens.board, await world.arcIdOf('MC00002'), { vote: 'approve' }),
    );
    expect(recused).toMatchObject({ status: 403, detail: arcMessages.recused });
    expect((await vote(world, world.mimicBoardToken, id, { vote: 'approve' })).statusCode).toBe(403);
    expect((await vote(world, world.tokens.homeownerB, id, { vote: 'approve' })).statusCode).toBe(403);
    expect((await vote(world, world.tokens.boardOther, id, { vote: 'approve' })).statusCode).toBe(404);
    expect(
      (await vote(world, world.tokens.chair, await world.arcIdOf('MC00027'), { vote: 'approve' })).json(),
    ).toMatchObject({
      detail: arcMessages.votingClosed,
    });
    // a request withdrawn by its homeowner is no longer voted on
    expect(
      errorOf(await vote(world, world.tokens.chair, await world.arcIdOf('MC00028'), { vote: 'deny' })),
    ).toMatchObject({ status: 409, detail: arcMessages.requestClosed });
  });

  it('20 simultaneous votes by one member leave exactly one current vote', async () => {
    const world = await arcWorld(kind);
    const id = await world.arcIdOf('MC00021');
    const choices = ['approve', 'deny', 'approve_with_conditions', 'retract'];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        vote(world, world.tokens.chair, id, { vote: choices[i % 4] as string }),
      ),
    );
    // every one is either applied (200) or a retraction with nothing to retract (409)
    expect(responses.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
    const rows = await world.test.database.db
      .select({ vote: arcVotes.vote, current: isNull(arcVotes.supersededAt) })
      .from(arcVotes)
      .where(and(eq(arcVotes.requestId, id), eq(arcVotes.userId, world.userIds.chair)));
    expect(rows.filter((row) => row.current)).toHaveLength(1);
    expect(rows).toHaveLength(responses.filter((response) => response.statusCode === 200).length);
  });
});
