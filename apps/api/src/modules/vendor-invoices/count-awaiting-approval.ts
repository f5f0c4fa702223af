import { and, count, eq, notExists } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { invoiceApprovals, vendorInvoices } from '../../db/schema/association-books';

/**
 * How many of the association's invoices await this board member's approval: still pending, and no
 * decision of theirs on it (an approval already given waits for another member, not them).
 */
export async function countInvoicesAwaitingApproval(
  db: Db,
  associationId: number,
  userId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vendorInvoices)
    .where(
      and(
        eq(vendorInvoices.associationId, associationId),
        eq(vendorInvoices.status, 'pending'),
        notExists(
          db
            .select({ one: invoiceApprovals.invoiceId })
            .from(invoiceApprovals)
            .where(
              and(eq(invoiceApprovals.invoiceId, vendorInvoices.id), eq(invoiceApprovals.userId, userId)),
            ),
        ),
      ),
    );
  return row?.n ?? 0;
}
