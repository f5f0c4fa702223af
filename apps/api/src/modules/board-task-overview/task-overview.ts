import type { BoardTaskItem, BoardTaskOverview } from '@hoa/contracts/board-task-overview';
import { countOf } from '@hoa/contracts/format';
import type { Db } from '../../db/database';
import { countArcAwaitingVote } from '../arc-review/count-awaiting-vote';
import { countStageDecisionsAwaiting } from '../association-books/count-stage-decisions';
import { associationToday, countMyTodos } from '../board-todos/todo-store';
import { countInvoicesAwaitingApproval } from '../vendor-invoices/count-awaiting-approval';
import { countViolationEscalationsAwaitingBoard } from '../violations/violation-overview';
import { countEstimatesAwaitingBoard } from '../work-orders/work-order-overview';

/**
 * What needs this board member in the association (issue 18, ADR 131): each source counted by its own
 * module with an index, all at once; each item links to the page that lists what it counts (the same
 * rule, so the numbers match). Every source is listed, zeros included, in this order.
 */
export async function boardTaskOverview(
  db: Db,
  input: { associationId: number; userId: number; now: Date },
): Promise<BoardTaskOverview> {
  const { associationId, userId } = input;
  const today = await associationToday(db, associationId, input.now);
  const [arcVotes, invoices, todos, decisions, estimates, escalations] = await Promise.all([
    countArcAwaitingVote(db, associationId, userId),
    countInvoicesAwaitingApproval(db, associationId, userId),
    countMyTodos(db, { associationId, userId, today }),
    countStageDecisionsAwaiting(db, associationId),
    countEstimatesAwaitingBoard(db, { associationId, userId }),
    countViolationEscalationsAwaitingBoard(db, { associationId, userId }),
  ]);
  const at = (path: string, query: Record<string, string> = {}) =>
    `${path}?${new URLSearchParams({ association: String(associationId), ...query })}`;
  const items: BoardTaskItem[] = [
    {
      kind: 'arcVotes',
      count: arcVotes,
      href: at('/board/arcs', { awaiting: 'mine' }),
      label: `${countOf(arcVotes, 'ARC request')} awaiting your vote`,
    },
    {
      kind: 'invoiceApprovals',
      count: invoices,
      href: at('/board/invoices'),
      label: `${countOf(invoices, 'invoice')} awaiting your approval`,
    },
    {
      kind: 'openTodos',
      count: todos.open,
      href: at('/board/to-do-list', { filter: 'mine' }),
      label: `${countOf(todos.open, 'open to-do')} assigned to you`,
    },
    {
      kind: 'overdueTodos',
      count: todos.overdue,
      href: at('/board/to-do-list', { filter: 'myOverdue' }),
      label: `${countOf(todos.overdue, 'to-do')} of yours overdue`,
    },
    {
      kind: 'collectionDecisions',
      count: decisions,
      href: at('/board/collections'),
      label: `${countOf(decisions, 'delinquent account')} awaiting a collection decision`,
    },
    {
      kind: 'workOrderEstimates',
      count: estimates,
      href: at('/board/work-orders', { status: 'estimate_pending' }),
      label: `${countOf(estimates, 'work-order estimate')} awaiting the board`,
    },
    {
      kind: 'violationEscalations',
      count: escalations,
      href: at('/board/violations', { view: 'awaitingBoard' }),
      label: `${countOf(escalations, 'violation escalation')} awaiting the board`,
    },
  ];
  return { associationId, items };
}
