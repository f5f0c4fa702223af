import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, wrapPglite, wrapPool } from '../../apps/api/src/db/database';
import { assessmentPlans } from '../../apps/api/src/db/schema/books';
import { postMonthlyAssessments } from '../../apps/api/src/modules/billing-jobs/post-monthly-assessments';
import { createFactories } from '../../apps/api/src/seed/factories';
import type { Figure } from './report';
import { type DatabaseKind, onBothDatabases, withScratchDatabase } from './scratch-databases';
import { round } from './stats';

const accounts = 10_000;

/** An association of `accounts` homes, each with its assessment sub-ledger, and a monthly plan. */
async function prepare(database: Database): Promise<void> {
  const db = database.db;
  const make = createFactories(db, 5);
  const association = await make.association();
  const owner = await make.owner({ managementCompanyId: association.managementCompanyId });
  await db.execute(sql`
    insert into properties (association_id, owner_id, account_number, address1, city, state_province, postal_code)
    select ${association.id}, ${owner.id}, 'BULK' || lpad(n::text, 5, '0'), n || ' Main Street', 'Springfield', 'IL', '62701'
    from generate_series(1, ${accounts}) as n`);
  await db.execute(sql`
    insert into sub_ledgers (association_id, property_id, name, is_primary)
    select association_id, id, 'Assessments', true from properties where association_id = ${association.id}`);
  await db.insert(assessmentPlans).values({
    associationId: association.id,
    description: 'Monthly assessment',
    amount: 30_000,
    lateFee: 2_500,
  });
}

async function timed(database: Database, iso: string): Promise<{ seconds: number; posted: number }> {
  const started = performance.now();
  const result = await postMonthlyAssessments({ db: database.db }, { now: new Date(iso) });
  return { seconds: (performance.now() - started) / 1000, posted: result.assessments + result.lateFees };
}

async function measure(kind: DatabaseKind): Promise<Figure[]> {
  return withScratchDatabase(kind, 'hoa-bench-assessments-', async ({ label, databaseUrl }) => {
    const database =
      kind === 'pglite' || !databaseUrl
        ? wrapPglite(new PGlite(), 'memory')
        : wrapPool(new pg.Pool({ connectionString: databaseUrl, max: 4 }), 'bench');
    try {
      await database.migrate();
      await prepare(database);
      const charges = await timed(database, '2026-12-10T12:00:00Z');
      const lateFees = await timed(database, '2026-12-20T12:00:00Z');
      const repeat = await timed(database, '2026-12-20T12:05:00Z');
      if (charges.posted !== accounts || lateFees.posted !== accounts || repeat.posted !== 0)
        throw new Error(
          `${label}: posted ${charges.posted}, ${lateFees.posted}, ${repeat.posted} (expected ${accounts}, ${accounts}, 0)`,
        );
      return [
        {
          name: `monthly assessments for ${accounts.toLocaleString('en')} accounts, ${label}`,
          value: `${round(charges.seconds, 1)} s`,
        },
        {
          name: `late fees for ${accounts.toLocaleString('en')} accounts, ${label}`,
          value: `${round(lateFees.seconds, 1)} s`,
        },
        {
          name: `repeat run (nothing to do) ÷ first run, ${label}`,
          value: `${round(repeat.seconds / charges.seconds, 3)}`,
          note: `${round(repeat.seconds, 2)} s`,
        },
      ];
    } finally {
      await database.close();
    }
  });
}

/** The monthly assessment and late-fee run over 10,000 accounts (moved here from the unit suite). */
export async function assessmentsBenchmarks(): Promise<Figure[]> {
  return onBothDatabases(measure);
}
