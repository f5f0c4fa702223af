import { cents } from '@hoa/contracts/money';
import type { Db } from '../../apps/api/src/db/database';
import { subLedgers } from '../../apps/api/src/db/schema/books';
import { owners } from '../../apps/api/src/db/schema/owners';
import { properties } from '../../apps/api/src/db/schema/properties';
import { postEntries } from '../../apps/api/src/modules/books/post-entries';
import type { NewEntry } from '../../apps/api/src/modules/books/post-entry';
import { demoAssociation, onSeededDemo } from './demo-database';
import { load } from './load';
import type { Figure } from './report';
import { signInDemoUser, withScratchDatabase } from './scratch-databases';
import { startReadServer } from './server-process';
import { median, round } from './stats';

const accounts = 10_000;
const dayMs = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * 10 000 more owners in Meadowbrook Commons, each with a property and an account: four monthly charges and
 * a payment that pays from one to four of them, so the accounts spread over every aging bucket.
 */
export async function addOwners(db: Db, now: Date): Promise<number> {
  const meadow = await demoAssociation(db);
  for (let start = 0; start < accounts; start += 1000) {
    const numbers = Array.from({ length: 1000 }, (_, i) => start + i);
    const ownerRows = await db
      .insert(owners)
      .values(
        numbers.map((n) => ({
          managementCompanyId: meadow.managementCompanyId,
          firstName: `Bench${n}`,
          lastName: `Owner${n % 97}`,
        })),
      )
      .returning({ id: owners.id });
    const propertyRows = await db
      .insert(properties)
      .values(
        numbers.map((n, i) => ({
          associationId: meadow.id,
          ownerId: ownerRows[i]?.id as number,
          accountNumber: `BN${String(n).padStart(6, '0')}`,
          address1: `${n} Bench Lane`,
          city: 'Springfield',
          stateProvince: 'IL',
          postalCode: '62701',
        })),
      )
      .returning({ id: properties.id });
    const ledgers = await db
      .insert(subLedgers)
      .values(
        propertyRows.map((row) => ({
          associationId: meadow.id,
          propertyId: row.id,
          name: 'Assessments',
          isPrimary: true,
        })),
      )
      .returning({ id: subLedgers.id });
    const entries: NewEntry[] = ledgers.flatMap(({ id }, i) => {
      const charges = [0, 1, 2, 3].map((month): NewEntry => {
        const date = dateOf(now.getTime() - (month * 30 + 5) * dayMs);
        return {
          associationId: meadow.id,
          kind: 'assessment',
          memo: 'Monthly assessment',
          effectiveDate: date,
          postedAt: now,
          sourceKey: `bench-collections:${id}:${month}`,
          lines: [
            { account: 'receivable', subLedgerId: id, amount: cents(25_000) },
            { account: 'assessment_income', amount: cents(-25_000) },
          ],
        };
      });
      const paid = 25_000 * ((numbers[i] ?? 0) % 5);
      if (paid === 0) return charges;
      const date = dateOf(now.getTime() - 2 * dayMs);
      return [
        ...charges,
        {
          associationId: meadow.id,
          kind: 'payment',
          memo: 'Payment',
          effectiveDate: date,
          postedAt: now,
          sourceKey: `bench-collections:${id}:payment`,
          lines: [
            { account: 'receivable', subLedgerId: id, amount: cents(-paid) },
            { account: 'operating_cash', amount: cents(paid) },
          ],
        },
      ];
    });
    await postEntries(db, entries);
  }
  return meadow.id;
}

/**
 * Issue 17: the board's collections page call (the first page of the delinquent accounts, aged as of today,
 * with the totals) over 10 000 owners, p99 at 10 connections on PostgreSQL against /api/health in the same run.
 */
export async function collectionsBenchmarks(): Promise<Figure[]> {
  return withScratchDatabase(
    'postgres',
    'hoa-bench-collections-',
    async ({ label, dataDir, databaseUrl }) => {
      const started = performance.now();
      const associationId = await onSeededDemo({ databaseUrl, dataDir }, async (db) => {
        return await addOwners(db, new Date());
      });
      const prepareMs = performance.now() - started;
      const server = await startReadServer({ dataDir, databaseUrl });
      try {
        const token = await signInDemoUser(server.url, 'board@example.com');
        const headers = { authorization: `Bearer ${token}` };
        const base = `${server.url}/svc/associations/api/Board/Associations/${associationId}`;
        const targets = [
          ['health', `${server.url}/api/health`, {}],
          ['collections', `${base}/Collections?pageSize=20`, { headers }],
          ['search', `${base}/Collections?pageSize=20&search=Owner42&sort=oldest`, { headers }],
        ] as const;
        // one call alone first: its time and status say what the load runs cannot when they fail
        const single = performance.now();
        const first = await fetch(`${base}/Collections?pageSize=20`, { headers });
        const singleMs = performance.now() - single;
        if (!first.ok) throw new Error(`Collections answered ${first.status}: ${await first.text()}`);
        for (const [, url, options] of targets) await load(url, { seconds: 2, ...options });
        const p99: Record<string, number[]> = { health: [], collections: [], search: [] };
        const rps: Record<string, number[]> = { health: [], collections: [], search: [] };
        let non2xx = 0;
        for (let run = 0; run < 2; run += 1) {
          for (const [name, url, options] of targets) {
            const figures = await load(url, options);
            p99[name]?.push(figures.p99Ms);
            rps[name]?.push(figures.requestsPerSecond);
            non2xx += figures.non2xx;
          }
        }
        const health = median(p99.health ?? []);
        const figure = (name: 'collections' | 'search', title: string): Figure => {
          const worst = Math.max(...(p99[name] ?? []));
          return {
            name: `${label}: ${title}, 10 connections`,
            value: `p99 ${worst} ms`,
            note: `÷ health p99 ${round(worst / Math.max(health, 1))}; ${Math.round(median(rps[name] ?? []))} req/s; non-2xx in all runs: ${non2xx}`,
          };
        };
        return [
          {
            name: `${label}: preparing (demo seed and ${accounts} owners with 4 charges each)`,
            value: `${round(prepareMs / 1000, 1)} s`,
          },
          {
            name: `${label}: GET …/Collections first page, one call alone`,
            value: `${Math.round(singleMs)} ms`,
          },
          {
            name: `${label}: GET /api/health, 10 connections`,
            value: `p99 ${health} ms`,
            note: `${Math.round(median(rps.health ?? []))} req/s`,
          },
          figure('collections', `GET …/Collections first page of ${accounts} owners`),
          figure('search', 'GET …/Collections searched by name, sorted by oldest'),
        ];
      } finally {
        await server.stop();
      }
    },
  );
}
