import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';

/**
 * How many delinquent accounts of the association wait for the board's collection decision: an
 * account's latest stage change needs the board and has none (what the collections list offers to
 * approve or hold). Only stage changes are read, never the accounts' aging: the partial index
 * `collection_stage_changes_awaiting_board` holds just the undecided ones.
 */
export async function countStageDecisionsAwaiting(db: Db, associationId: number): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from collection_stage_changes c
        where c.association_id = ${associationId} and c.needs_board_approval and c.board_decision is null
          and not exists (
            select 1 from collection_stage_changes later
            where later.sub_ledger_id = c.sub_ledger_id
              and (later.set_at, later.id) > (c.set_at, c.id))`,
  );
  return Number(row?.n ?? 0);
}
