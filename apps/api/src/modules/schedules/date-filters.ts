import { gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The `<field>.after|before|strictlyAfter|strictlyBefore` query filters of SPEC §7: `after` and
 * `before` include the day itself, the strict ones do not.
 */
export function dateFilterConditions(
  column: PgColumn,
  field: string,
  query: Record<string, unknown>,
): (SQL | undefined)[] {
  const value = (name: string) => {
    const found = query[`${field}.${name}`];
    return typeof found === 'string' ? found : undefined;
  };
  const after = value('after');
  const before = value('before');
  const strictlyAfter = value('strictlyAfter');
  const strictlyBefore = value('strictlyBefore');
  return [
    after === undefined ? undefined : gte(column, after),
    before === undefined ? undefined : lte(column, before),
    strictlyAfter === undefined ? undefined : gt(column, strictlyAfter),
    strictlyBefore === undefined ? undefined : lt(column, strictlyBefore),
  ];
}
