import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { type DatedScheduleKind, specOf } from '../schedules/dated-schedules';
import { associationToday } from './run-context';

/**
 * The ids of a kind's active future or recurring payments whose date has come in their association's
 * time zone, after `afterId`, in id order: a page of `runDueInBatches`.
 */
export function dueScheduleIds(
  db: Db,
  kind: DatedScheduleKind,
  now: Date,
  afterId: number,
  limit: number,
): Promise<{ id: number }[]> {
  const { table, date } = specOf(kind);
  return db
    .select({ id: table.id })
    .from(table)
    .innerJoin(associations, eq(associations.id, table.associationId))
    .where(and(eq(table.status, 'active'), lte(date, associationToday(now)), gt(table.id, afterId)))
    .orderBy(asc(table.id))
    .limit(limit);
}
