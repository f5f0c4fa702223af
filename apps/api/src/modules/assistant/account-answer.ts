import type { Answer, AnswerBlock } from '@hoa/contracts/assistant';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { autoDraftEnrollments, payments } from '../../db/schema/payments';
import { listSubLedgers, toAccountDtos } from '../payments/sub-ledger-context';
import { autoDraftDtos } from '../schedules/auto-draft-view';

/** "What's my balance", "when is my next Auto-Draft", "did my payment go through": the asker's own account. */
const accountPattern =
  /\b(my (current )?(balance|account|last payment|next payment|recent payment|payments?|auto-?draft|autopay|statement|dues)|(do|did) i (still )?(owe|pay)|how much (do )?i owe|am i (behind|late|enrolled|current|past due|delinquent)|what do i owe|when did i (last )?pay)\b/i;

export const isAccountQuestion = (question: string): boolean => accountPattern.test(question);

const paidStatuses = ['processed', 'pending', 'scheduled', 'charging'] as const;

/**
 * The asker's balance, next Auto-Draft and last payment in this association, with links to where they
 * can act on them; null when they have no account here (a board member who owns nothing, staff).
 */
export async function accountAnswer(
  db: Db,
  principal: Principal,
  associationId: number,
  now: Date,
): Promise<Answer | null> {
  const rows = (await listSubLedgers(db, principal)).filter((row) => row.associationId === associationId);
  if (rows.length === 0) return null;
  const accounts = await toAccountDtos(db, rows);
  const ids = accounts.map((account) => account.subLedgerId);
  const [enrollments, lastPayments] = await Promise.all([
    db
      .select()
      .from(autoDraftEnrollments)
      .where(and(inArray(autoDraftEnrollments.subLedgerId, ids), eq(autoDraftEnrollments.status, 'active'))),
    db
      .select({
        subLedgerId: payments.subLedgerId,
        amount: payments.amount,
        createdAt: payments.createdAt,
        status: payments.status,
      })
      .from(payments)
      .where(and(inArray(payments.subLedgerId, ids), inArray(payments.status, [...paidStatuses])))
      .orderBy(desc(payments.createdAt))
      .limit(1),
  ]);
  const drafts = await autoDraftDtos(db, enrollments, now);
  const blocks: AnswerBlock[] = [];
  for (const account of accounts) {
    const label = accounts.length > 1 ? ` for ${account.address}` : '';
    const balance =
      account.balance > 0
        ? `Your balance${label} is ${formatMoney(account.balance)}.`
        : account.balance < 0
          ? `You have a credit of ${formatMoney(-account.balance)}${label}.`
          : `You owe nothing${label}: your balance is ${formatMoney(0)}.`;
    const draft = drafts.find((d) => d.subLedgerId === account.subLedgerId && d.nextPullDate);
    const next = draft?.nextPullDate
      ? ` Your next Auto-Draft is on ${formatCalendarDate(draft.nextPullDate)}, from ${draft.paymentMethodName}.`
      : ' You are not enrolled in Auto-Draft.';
    blocks.push({ type: 'text', text: `${balance}${next}` });
  }
  const last = lastPayments[0];
  blocks.push({
    type: 'text',
    text: last
      ? `Your last payment was ${formatMoney(last.amount)} on ${formatCalendarDate(last.createdAt.toISOString().slice(0, 10))}${last.status === 'processed' ? '' : ' (still processing)'}.`
      : 'There is no payment on record yet.',
  });
  blocks.push({ type: 'link', label: 'Make a payment', to: '/billing' });
  blocks.push({ type: 'link', label: 'Account history', to: '/billing/account-history' });
  blocks.push({ type: 'link', label: 'Auto-Draft', to: '/billing/auto-draft' });
  return {
    kind: 'account',
    blocks,
    citations: [],
    suggestions: ['When is a late fee charged?', 'When are assessments due?'],
    offerHandoff: false,
    precedence: null,
    composedBy: 'extractive',
  };
}
