import { eq } from 'drizzle-orm';
import { assistantThreads } from '../../db/schema/assistant';
import { rolesIn } from './owner-links';
import { allow, notFound, type Policy } from './policy';

/**
 * A rules-assistant thread is its user's alone (issue 16): nobody else reads or changes it, staff
 * included (in mimic mode the principal is the homeowner). The user must still belong to the thread's
 * association. Anyone else: 404, as for an id that does not exist.
 */
export const assistantThreadPolicy: Policy<{ type: 'assistantThread'; id: number }> = async (
  { db, principal },
  resource,
) => {
  const [row] = await db
    .select({ userId: assistantThreads.userId, associationId: assistantThreads.associationId })
    .from(assistantThreads)
    .where(eq(assistantThreads.id, resource.id))
    .limit(1);
  if (!row || row.userId !== principal.userId) return notFound;
  return (await rolesIn(db, principal.userId, row.associationId)).size > 0 ? allow : notFound;
};
