import { arcTypes } from '@hoa/contracts/community';
import { eq, sql } from 'drizzle-orm';
import { arcVotes } from '../../apps/api/src/db/schema/arc-review';
import { homeownerRequests } from '../../apps/api/src/db/schema/community';
import { associationMemberships } from '../../apps/api/src/db/schema/memberships';
import { properties } from '../../apps/api/src/db/schema/properties';
import { demoAssociation, onSeededDemo } from './demo-database';
import { load } from './load';
import type { Figure } from './report';
import { signInDemoUser, withScratchDatabase } from './scratch-databases';
import { startReadServer } from './server-process';
import { median, round } from './stats';

const requestCount = 5_000;
const day = 86_400_000;
const statuses = ['submitted', 'in_review', 'approved', 'declined', 'closed'] as const;
const choices = ['approve', 'approve_with_conditions', 'deny'] as const;

/** Migrations, the demo data, and 5,000 more ARC requests over Meadowbrook's homes with two votes each. */
async function prepare(databaseUrl: string, dataDir: string): Promise<void> {
  return onSeededDemo({ databaseUrl, dataDir }, async (db) => {
    const meadow = await demoAssociation(db);
    const homes = await db
      .select({ id: properties.id, ownerId: properties.ownerId })
      .from(properties)
      .where(eq(properties.associationId, meadow.id));
    const board = await db
      .select({ userId: associationMemberships.userId })
      .from(associationMemberships)
      .where(
        sql`${associationMemberships.associationId} = ${meadow.id} and ${associationMemberships.role} in ('board_member', 'board_chair')`,
      );
    const now = Date.now();
    for (let start = 0; start < requestCount; start += 500) {
      const rows = await db
        .insert(homeownerRequests)
        .values(
          Array.from({ length: Math.min(500, requestCount - start) }, (_, i) => {
            const index = start + i;
            const home = homes[index % homes.length] as { id: number; ownerId: number };
            const arcType = arcTypes[index % arcTypes.length] as string;
            const createdAt = new Date(now - (index % 1_400) * day);
            return {
              associationId: meadow.id,
              propertyId: home.id,
              ownerId: home.ownerId,
              kind: 'arc' as const,
              status: statuses[index % statuses.length] as (typeof statuses)[number],
              subject: `${arcType} request`,
              description: `Bench request ${index}: ${arcType.toLowerCase()} at the back of the lot.`,
              arcType,
              createdAt,
              updatedAt: createdAt,
            };
          }),
        )
        .returning({ id: homeownerRequests.id, createdAt: homeownerRequests.createdAt });
      await db.insert(arcVotes).values(
        rows.flatMap((row, i) =>
          [0, 1].map((k) => ({
            requestId: row.id,
            userId: (board[(i + k) % board.length] as { userId: number }).userId,
            vote: choices[(i + k) % choices.length] as (typeof choices)[number],
            castAt: new Date(row.createdAt.getTime() + (k + 1) * 3_600_000),
          })),
        ),
      );
    }
    await db.execute(sql`analyze`);
  });
}

/**
 * Issue 14: the board's ARC list over 5,000 requests on PostgreSQL: its first page and the CSV export
 * of all of them, p99 at 10 connections, against /api/health in the same run.
 */
export async function arcRequestsBenchmarks(): Promise<Figure[]> {
  return withScratchDatabase('postgres', 'arc-bench-', async ({ label, dataDir, databaseUrl }) => {
    if (!databaseUrl) throw new Error('The ARC benchmark runs on PostgreSQL');
    const started = performance.now();
    await prepare(databaseUrl, dataDir);
    const prepareMs = performance.now() - started;
    const server = await startReadServer({ dataDir, databaseUrl });
    try {
      const token = await signInDemoUser(server.url, 'board@example.com');
      const headers = { authorization: `Bearer ${token}` };
      const base = `${server.url}/svc/action-items/api/Board/ArcRequests`;
      const listUrl = `${base}?period=all`;
      const exportUrl = `${base}/Export?period=all`;
      const probe = (await (await fetch(listUrl, { headers })).json()) as { total: number; items: unknown[] };
      const csv = await (await fetch(exportUrl, { headers })).text();
      const exportedRows = csv.trimEnd().split('\r\n').length - 1;
      const runs = { health: [] as number[], list: [] as number[], csv: [] as number[] };
      const rps = { health: [] as number[], list: [] as number[], csv: [] as number[] };
      let non2xx = 0;
      for (let turn = 0; turn < 2; turn += 1) {
        for (const [name, url, extra] of [
          ['health', `${server.url}/api/health`, {}],
          ['list', listUrl, headers],
          ['csv', exportUrl, headers],
        ] as const) {
          const figures = await load(url, { headers: extra });
          runs[name].push(figures.p99Ms);
          rps[name].push(figures.requestsPerSecond);
          non2xx += figures.non2xx;
        }
      }
      const healthP99 = Math.max(1, median(runs.health));
      const line = (name: 'list' | 'csv') =>
        `${Math.round(median(rps[name]))} req/s; p99 runs ${runs[name].join(', ')} ms; p99 ÷ health p99 ${round(median(runs[name]) / healthP99, 1)}`;
      return [
        {
          name: `${label}: preparing (migrations, demo seed, ${requestCount} ARC requests with two votes each)`,
          value: `${round(prepareMs / 1000, 1)} s`,
        },
        {
          name: `${label}: GET /api/health, 10 connections (median of 2 × 5 s)`,
          value: `p99 ${median(runs.health)} ms`,
          note: `${Math.round(median(rps.health))} req/s; p99 runs ${runs.health.join(', ')} ms`,
        },
        {
          name: `${label}: GET /Board/ArcRequests first page of ${probe.items.length} (of ${probe.total}), 10 connections, board member`,
          value: `p99 ${median(runs.list)} ms`,
          note: line('list'),
        },
        {
          name: `${label}: GET /Board/ArcRequests/Export, all ${exportedRows} rows as CSV, 10 connections`,
          value: `p99 ${median(runs.csv)} ms`,
          note: `${line('csv')}; non-2xx ${non2xx}`,
        },
      ];
    } finally {
      await server.stop();
    }
  });
}
