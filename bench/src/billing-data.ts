import { cents } from '@hoa/contracts/money';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/database';
import { subLedgers } from '../../apps/api/src/db/schema/books';
import { properties } from '../../apps/api/src/db/schema/properties';
import { postEntries } from '../../apps/api/src/modules/books/post-entries';
import type { NewEntry } from '../../apps/api/src/modules/books/post-entry';
import { onSeededDemo } from './demo-database';

/** The account the billing benchmarks read: the demo homeowner's (homeowner@example.com). */
export const benchAccountNumber = 'HP00001';

const dayMs = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * `count` entries on a sub-ledger of its own ("Bench history") of the demo homeowner's account:
 * charges and payments alternating, about three a day back from today.
 */
function benchEntries(associationId: number, subLedgerId: number, count: number, now: Date): NewEntry[] {
  const start = now.getTime() - Math.ceil(count / 3) * dayMs;
  return Array.from({ length: count }, (_, i) => {
    const date = dateOf(start + Math.floor(i / 3) * dayMs);
    const charge = i % 2 === 0;
    const amount = charge ? 10_000 + (i % 7) * 1_250 : -(9_000 + (i % 5) * 1_500);
    return {
      associationId,
      kind: charge ? 'assessment' : 'payment',
      memo: charge ? `Bench charge ${i}` : 'Payment — thank you',
      effectiveDate: date,
      postedAt: new Date(`${date}T12:00:00Z`),
      sourceKey: `bench:${subLedgerId}:${i}`,
      lines: [
        { account: 'receivable', subLedgerId, amount: cents(amount) },
        { account: charge ? 'assessment_income' : 'operating_cash', amount: cents(-amount) },
      ],
    };
  });
}

async function addBenchLedger(db: Db, count: number, now: Date): Promise<number> {
  const [home] = await db
    .select({ id: properties.id, associationId: properties.associationId })
    .from(properties)
    .where(eq(properties.accountNumber, benchAccountNumber));
  if (!home) throw new Error(`No demo account ${benchAccountNumber}`);
  const [existing] = await db
    .select({ id: subLedgers.id })
    .from(subLedgers)
    .where(and(eq(subLedgers.propertyId, home.id), eq(subLedgers.name, 'Bench history')));
  const subLedgerId =
    existing?.id ??
    (
      await db
        .insert(subLedgers)
        .values({ associationId: home.associationId, propertyId: home.id, name: 'Bench history' })
        .returning({ id: subLedgers.id })
    )[0]?.id;
  if (subLedgerId === undefined) throw new Error('The bench sub-ledger was not created');
  await postEntries(db, benchEntries(home.associationId, subLedgerId, count, now));
  return subLedgerId;
}

/**
 * Prepares a database before the server starts on it: migrations, the demo data, and a sub-ledger
 * with `count` entries. `prepare` hooks (the job benchmarks) add their own data to the same database.
 */
export async function prepareBillingDatabase(
  config: { databaseUrl: string | null; dataDir: string },
  count: number,
  prepare: ((db: Db) => Promise<void>)[] = [],
): Promise<{ subLedgerId: number }> {
  return onSeededDemo(config, async (db) => {
    const subLedgerId = await addBenchLedger(db, count, new Date());
    for (const hook of prepare) await hook(db);
    return { subLedgerId };
  });
}
