import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { workOrders } from '../../db/schema/work-orders';

/**
 * For the board's task overview (issue 18): how many of the association's work orders have an estimate
 * awaiting the board. One board member's decision settles an estimate, so the count is the same for
 * every board member (`userId` is taken for the overview's uniform signature). Authorize first. One
 * index lookup on work_orders (association_id, status, created_at), whatever the association's size.
 */
export async function countEstimatesAwaitingBoard(
  db: Db,
  options: { associationId: number; userId: number },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workOrders)
    .where(
      and(eq(workOrders.associationId, options.associationId), eq(workOrders.status, 'estimate_pending')),
    );
  return Number(row?.n ?? 0);
}
