import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/database';
import { collectionStageChanges } from '../../apps/api/src/db/schema/association-books';
import { boardTodos } from '../../apps/api/src/db/schema/board-todos';
import { subLedgers } from '../../apps/api/src/db/schema/books';
import { associationMemberships } from '../../apps/api/src/db/schema/memberships';
import { users } from '../../apps/api/src/db/schema/users';
import { addOwners } from './collections';
import { onSeededDemo } from './demo-database';
import { load } from './load';
import type { Figure } from './report';
import { signInDemoUser, withScratchDatabase } from './scratch-databases';
import { startReadServer } from './server-process';
import { median, round } from './stats';

const properties = 10_000;
const todos = 5_000;

/**
 * Beside the 10 000 owners: a collection stage on every fourth account (half of the lien and attorney
 * stages still waiting for the board, a later change on some), and 5 000 to-dos spread over the board
 * members, a third done, some overdue.
 */
async function addBoardWork(db: Db, associationId: number, now: Date): Promise<void> {
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@example.com'));
  const board = await db
    .select({ userId: associationMemberships.userId })
    .from(associationMemberships)
    .where(
      and(
        eq(associationMemberships.associationId, associationId),
        inArray(associationMemberships.role, ['board_member', 'board_chair']),
      ),
    );
  if (!staff || board.length === 0) throw new Error('No demo staff or board in Meadowbrook Commons');
  const ledgers = await db
    .select({ id: subLedgers.id })
    .from(subLedgers)
    .where(eq(subLedgers.associationId, associationId));
  const staged = ledgers.filter((_, i) => i % 4 === 0);
  const stages = ['reminder', 'late_fee', 'intent_to_lien', 'attorney'] as const;
  for (let start = 0; start < staged.length; start += 1000) {
    await db.insert(collectionStageChanges).values(
      staged.slice(start, start + 1000).flatMap(({ id }, i) => {
        const stage = stages[(start + i) % stages.length] ?? 'reminder';
        const needs = stage === 'intent_to_lien' || stage === 'attorney';
        const decided = needs && (start + i) % 8 >= 4;
        const first = {
          associationId,
          subLedgerId: id,
          stage,
          setByUserId: staff.id,
          setAt: new Date(now.getTime() - 86_400_000),
          needsBoardApproval: needs,
          ...(decided
            ? {
                boardDecision: 'approved' as const,
                boardDecidedByUserId: board[0]?.userId,
                boardDecidedAt: now,
              }
            : {}),
        };
        // every tenth a later change: only the latest counts
        return (start + i) % 10 === 0
          ? [
              first,
              {
                ...first,
                stage: 'payment_plan' as const,
                needsBoardApproval: false,
                setAt: now,
                boardDecision: undefined,
                boardDecidedByUserId: undefined,
                boardDecidedAt: undefined,
              },
            ]
          : [first];
      }),
    );
  }
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  for (let start = 0; start < todos; start += 1000) {
    await db.insert(boardTodos).values(
      Array.from({ length: 1000 }, (_, i) => {
        const n = start + i;
        const assignee = board[n % board.length]?.userId ?? null;
        const done = n % 3 === 0;
        return {
          associationId,
          title: `Bench to-do ${n}`,
          assigneeUserId: n % 7 === 0 ? null : assignee,
          dueDate: n % 11 === 0 ? null : day((n % 60) - 30),
          createdByUserId: staff.id,
          createdAt: now,
          updatedAt: now,
          ...(done ? { doneAt: now, doneByUserId: assignee ?? staff.id } : {}),
        };
      }),
    );
  }
}

/**
 * Issue 18: GET /BoardMember/BoardMemberTaskOverview for the board member of an association with 10 000
 * properties, p99 at 10 connections on PostgreSQL against /api/health in the same run.
 */
export async function taskOverviewBenchmarks(): Promise<Figure[]> {
  return withScratchDatabase(
    'postgres',
    'hoa-bench-task-overview-',
    async ({ label, dataDir, databaseUrl }) => {
      const started = performance.now();
      const associationId = await onSeededDemo({ databaseUrl, dataDir }, async (db) => {
        const now = new Date();
        const association = await addOwners(db, now);
        await addBoardWork(db, association, now);
        return association;
      });
      const prepareMs = performance.now() - started;
      const server = await startReadServer({ dataDir, databaseUrl });
      try {
        const token = await signInDemoUser(server.url, 'board@example.com');
        const headers = { authorization: `Bearer ${token}` };
        const url = `${server.url}/svc/payments/api/BoardMember/BoardMemberTaskOverview?associationId=${associationId}`;
        const single = performance.now();
        const first = await fetch(url, { headers });
        const singleMs = performance.now() - single;
        if (!first.ok) throw new Error(`The task overview answered ${first.status}: ${await first.text()}`);
        const counts = ((await first.json()) as { items: { kind: string; count: number }[] }).items
          .map((item) => `${item.kind} ${item.count}`)
          .join(', ');
        const targets = [
          ['health', `${server.url}/api/health`, {}],
          ['overview', url, { headers }],
        ] as const;
        for (const [, target, options] of targets) await load(target, { seconds: 2, ...options });
        const p99: Record<string, number[]> = { health: [], overview: [] };
        const rps: Record<string, number[]> = { health: [], overview: [] };
        let non2xx = 0;
        for (let run = 0; run < 2; run += 1) {
          for (const [name, target, options] of targets) {
            const figures = await load(target, options);
            p99[name]?.push(figures.p99Ms);
            rps[name]?.push(figures.requestsPerSecond);
            non2xx += figures.non2xx;
          }
        }
        const health = median(p99.health ?? []);
        const worst = Math.max(...(p99.overview ?? []));
        return [
          {
            name: `${label}: preparing (demo seed, ${properties} owners, 2 500 collection stages, ${todos} to-dos)`,
            value: `${round(prepareMs / 1000, 1)} s`,
          },
          {
            name: `${label}: GET /BoardMember/BoardMemberTaskOverview, one call alone`,
            value: `${Math.round(singleMs)} ms`,
            note: counts,
          },
          {
            name: `${label}: GET /api/health, 10 connections`,
            value: `p99 ${health} ms`,
            note: `${Math.round(median(rps.health ?? []))} req/s`,
          },
          {
            name: `${label}: GET /BoardMember/BoardMemberTaskOverview (${properties} properties), 10 connections`,
            value: `p99 ${worst} ms`,
            note: `÷ health p99 ${round(worst / Math.max(health, 1))}; ${Math.round(median(rps.overview ?? []))} req/s; non-2xx in all runs: ${non2xx}`,
          },
        ];
      } finally {
        await server.stop();
      }
    },
  );
}
