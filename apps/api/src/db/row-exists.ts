import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** Whether `table` has a row matching `where` (it stops at the first). */
export async function rowExists(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db.select({ found: sql`1` }).from(table).where(where).limit(1);
  return rows.length > 0;
}
