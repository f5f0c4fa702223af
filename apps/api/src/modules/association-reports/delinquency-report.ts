import { type AgingBucket, agingBuckets } from '@hoa/contracts/association-books';
import type { DelinquencyAccount, DelinquencyReport } from '@hoa/contracts/association-reports';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { glAccounts, subLedgers } from '../../db/schema/books';
import { owners } from '../../db/schema/owners';
import { properties } from '../../db/schema/properties';
import { ageSubLedgers } from '../association-books/aging';
import { reportAssociation } from './report-books';

const zeroBuckets = (): Record<AgingBucket, number> =>
  Object.fromEntries(agingBuckets.map((bucket) => [bucket, 0])) as Record<AgingBucket, number>;

/**
 * Every homeowner account with an unpaid charge as of a day, aged into the buckets by `ageSubLedgers`
 * (payments applied oldest charge first), most owed first, with the totals per bucket.
 */
export async function buildDelinquencyReport(
  db: Db,
  options: { associationId: number; asOf?: string | undefined; now: Date },
): Promise<DelinquencyReport> {
  const { associationId } = options;
  const association = await reportAssociation(db, associationId, options.now);
  const asOf = options.asOf ?? association.today;
  const aged = (await ageSubLedgers(db, { associationId, asOf })).filter((aging) =>
    agingBuckets.some((bucket) => aging.buckets[bucket] > 0),
  );
  const ids = aged.map((aging) => aging.subLedgerId);
  const [who, [receivable]] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: subLedgers.id,
            name: subLedgers.name,
            accountNumber: properties.accountNumber,
            address1: properties.address1,
            address2: properties.address2,
            firstName: owners.firstName,
            lastName: owners.lastName,
          })
          .from(subLedgers)
          .innerJoin(properties, eq(properties.id, subLedgers.propertyId))
          .innerJoin(owners, eq(owners.id, properties.ownerId))
          .where(inArray(subLedgers.id, ids)),
    db
      .select({ id: glAccounts.id })
      .from(glAccounts)
      .where(and(eq(glAccounts.associationId, associationId), eq(glAccounts.code, 'receivable'))),
  ]);
  const byId = new Map(who.map((row) => [row.id, row]));
  const totals = zeroBuckets();
  const accounts: DelinquencyAccount[] = aged.map((aging) => {
    const row = byId.get(aging.subLedgerId);
    const owed = agingBuckets.reduce((sum, bucket) => sum + aging.buckets[bucket], 0);
    for (const bucket of agingBuckets) totals[bucket] += aging.buckets[bucket];
    return {
      subLedgerId: aging.subLedgerId,
      accountNumber: row?.accountNumber ?? '',
      ownerName: row ? `${row.firstName} ${row.lastName}`.trim() : '',
      address: row ? [row.address1, row.address2].filter(Boolean).join(', ') : '',
      subLedgerName: row?.name ?? '',
      buckets: { ...aging.buckets },
      owed,
      oldestUnpaidDueDate: aging.oldestUnpaidDueDate,
    };
  });
  accounts.sort((a, b) => b.owed - a.owed || a.accountNumber.localeCompare(b.accountNumber));
  return {
    associationName: association.name,
    asOf,
    accounts,
    totals,
    totalOwed: agingBuckets.reduce((sum, bucket) => sum + totals[bucket], 0),
    receivableAccountId: receivable?.id ?? null,
  };
}
