import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';

/** Runs raw SQL (recursive folder queries) and returns its rows; both drivers answer with `rows`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows?: unknown[] };
  return (result.rows ?? []) as Row[];
}
