import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { boardTodos } from '../db/schema/board-todos';
import { associationMemberships, boardRoles } from '../db/schema/memberships';

const dayMs = 86_400_000;

/** What the demo boards have on their to-do lists: [title, notes, whose (index of board member or null), due in days, done]. */
const demoTodos: [string, string, number | null, number | null, boolean][] = [
  ['Review the pool contractor bids', 'Three bids are in the board folder.', 0, -6, false],
  ['Sign the landscaping renewal', '', 0, 9, false],
  ['Draft the spring newsletter', 'Include the reserve study summary.', 0, 20, false],
  ['Approve the holiday lighting budget', '', 0, -15, true],
  ['Call the insurance broker about the renewal', 'Ask about the roof rider.', 1, -3, false],
  ['Schedule the annual meeting', 'Book the clubhouse for March.', 1, 30, false],
  ['Walk the common areas with the manager', '', 1, -20, true],
  ['Update the architectural guidelines', 'Fences and solar panels sections.', null, null, false],
];

/**
 * To-dos for each demo association's board (issue 18): some overdue, some done, one unassigned, spread
 * over its board members (board member first, then the chair), dated from the seed day.
 */
export async function seedDemoBoardTodos(
  db: Db,
  input: { now: Date; associationIds: readonly number[]; staffUserId: number },
): Promise<void> {
  const { now } = input;
  const day = (offset: number) => new Date(now.getTime() + offset * dayMs).toISOString().slice(0, 10);
  for (const associationId of input.associationIds) {
    const members = await db
      .select({ userId: associationMemberships.userId, role: associationMemberships.role })
      .from(associationMemberships)
      .where(
        and(
          eq(associationMemberships.associationId, associationId),
          inArray(associationMemberships.role, [...boardRoles]),
        ),
      )
      .orderBy(desc(associationMemberships.role), asc(associationMemberships.userId));
    const board = [...new Set(members.map((member) => member.userId))];
    if (board.length === 0) continue;
    await db.insert(boardTodos).values(
      demoTodos.map(([title, notes, whose, due, done], i) => {
        const assignee = whose === null ? null : (board[whose % board.length] ?? null);
        const created = new Date(now.getTime() - (40 - i) * dayMs);
        return {
          associationId,
          title,
          notes,
          assigneeUserId: assignee,
          dueDate: due === null ? null : day(due),
          createdByUserId: i % 2 === 0 ? input.staffUserId : (board[0] as number),
          createdAt: created,
          updatedAt: created,
          ...(done
            ? { doneAt: new Date(now.getTime() - 2 * dayMs), doneByUserId: assignee ?? input.staffUserId }
            : {}),
        };
      }),
    );
  }
}
