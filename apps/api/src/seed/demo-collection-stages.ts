import type { CollectionStage } from '@hoa/contracts/association-books';
import { stagesNeedingBoardApproval } from '@hoa/contracts/association-books';
import type { Db } from '../db/database';
import { collectionStageChanges } from '../db/schema/association-books';
import { ageSubLedgers } from '../modules/association-books/aging';
import type { DemoBooksPeople } from './demo-association-books';

const dayMs = 86_400_000;

/**
 * Collection stages for the demo's delinquent accounts, from their aging today: the most overdue is
 * with the attorney (the board approved both steps), the next awaits the board's approval of an intent
 * to lien, other 90+ accounts are on payment plans, 61–90 have a late fee, 31–60 a reminder.
 */
export async function seedDemoCollectionStages(
  db: Db,
  options: { associationId: number; today: string; now: Date; people: DemoBooksPeople },
): Promise<void> {
  const { associationId, today, now, people } = options;
  const aging = await ageSubLedgers(db, { associationId, asOf: today });
  const overdue = aging
    .filter((row) => row.buckets.days31to60 + row.buckets.days61to90 + row.buckets.over90 > 0)
    .sort((a, b) => b.buckets.over90 - a.buckets.over90 || b.buckets.days61to90 - a.buckets.days61to90);
  const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);
  const rows: (typeof collectionStageChanges.$inferInsert)[] = [];
  const step = (
    subLedgerId: number,
    stage: CollectionStage,
    days: number,
    note: string,
    decided?: { daysAgo: number; note: string },
  ) =>
    rows.push({
      associationId,
      subLedgerId,
      stage,
      note,
      setByUserId: people.staff,
      setAt: daysAgo(days),
      needsBoardApproval: stagesNeedingBoardApproval.includes(stage),
      ...(decided
        ? {
            boardDecision: 'approved' as const,
            boardNote: decided.note,
            boardDecidedByUserId: people.chair,
            boardDecidedAt: daysAgo(decided.daysAgo),
          }
        : {}),
    });
  let lienPending = false;
  overdue.forEach((row, index) => {
    const id = row.subLedgerId;
    if (row.buckets.over90 > 0 && index === 0) {
      step(id, 'reminder', 150, 'Reminder letter mailed.');
      step(id, 'late_fee', 120, 'Late fees applied per the collection policy.');
      step(id, 'intent_to_lien', 75, 'Notice of intent to lien prepared.', {
        daysAgo: 70,
        note: 'Approved.',
      });
      step(id, 'attorney', 25, 'Refer to Miller & Shaw for collection.', {
        daysAgo: 21,
        note: 'Approved at the monthly board meeting.',
      });
    } else if (row.buckets.over90 > 0 && !lienPending) {
      lienPending = true;
      step(id, 'reminder', 80, 'Reminder letter mailed.');
      step(id, 'late_fee', 45, 'Late fees applied per the collection policy.');
      step(
        id,
        'intent_to_lien',
        3,
        'No response to two letters: ready to send the notice of intent to lien.',
      );
    } else if (row.buckets.over90 > 0) {
      step(id, 'payment_plan', 30, 'Owner agreed to a six-month payment plan.');
    } else if (row.buckets.days61to90 > 0) {
      step(id, 'late_fee', 20, 'Late fee applied; second letter mailed.');
    } else {
      step(id, 'reminder', 10, 'Friendly reminder e-mailed.');
    }
  });
  if (rows.length > 0) await db.insert(collectionStageChanges).values(rows);
}
