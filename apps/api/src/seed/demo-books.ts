import { addMonths, calendarDateIn } from '@hoa/contracts/payment-rules';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { assessmentPlans, subLedgers } from '../db/schema/books';
import { paymentOptions } from '../db/schema/payments';
import { properties } from '../db/schema/properties';
import { postEntries } from '../modules/books/post-entries';
import { ensureChartOfAccounts } from '../modules/books/post-entry';
import { associationEntries, type DemoHistory, monthlyAssessments } from './account-history';
import {
  type DemoAccountScript,
  demoAccountScripts,
  demoDelinquentAccounts,
  monthlySchedule,
} from './demo-account-scripts';
import type { DemoAssociation } from './demo-associations';
import type { Random } from './random';

/** Three years of monthly assessments, up to and including the current month. */
export const demoHistoryMonths = 36;
const lateAfterDays = 15;

export interface DemoProperty {
  id: number;
  ownerId: number;
  accountNumber: string;
}

/** A demo account's sub-ledgers, for the payment schedules set up after the books. */
export interface DemoLedgers {
  associationId: number;
  propertyId: number;
  ownerId: number;
  primary: number;
  special: number | null;
  /** The association's monthly assessment (cents). */
  assessment: number;
  /** The association's flat bank processing fee (cents). */
  bankFee: number;
  /** Today in the association's time zone. */
  today: string;
}

/**
 * One association's books: chart of accounts, the assessment plan, payment options, an "Assessments"
 * sub-ledger per property (plus a "Special assessment" one for a few), and three years of history
 * posted in multi-row batches. Returns each account's sub-ledgers by account number.
 */
export async function seedAssociationBooks(
  db: Db,
  options: {
    association: { id: number; spec: DemoAssociation };
    properties: DemoProperty[];
    random: Random;
    now: Date;
  },
): Promise<Map<string, DemoLedgers>> {
  const { association, random, now } = options;
  const { spec } = association;
  const associationId = association.id;
  const today = calendarDateIn(now, spec.timeZone);
  await ensureChartOfAccounts(db, associationId);
  const plan = {
    description: 'Monthly assessment',
    amount: spec.assessment.amount,
    dueDay: 1,
    lateFee: spec.assessment.lateFee,
    lateAfterDays,
  };
  const [inserted] = await db
    .insert(assessmentPlans)
    .values({ associationId, ...plan })
    .returning({ id: assessmentPlans.id });
  if (!inserted) throw new Error(`No assessment plan was created for association ${associationId}`);
  const planId = inserted.id;
  await db.insert(paymentOptions).values([
    { associationId, methodKind: 'card', feeType: 'percent', feeBasisPoints: spec.fees.cardBasisPoints },
    { associationId, methodKind: 'bank', feeType: 'flat', feeFlat: spec.fees.bankFlat },
  ]);

  const scripts = new Map(
    options.properties.map((property, index) => [
      property.id,
      demoAccountScripts[property.accountNumber] ??
        withDelinquency(randomScript(random, index), property.accountNumber),
    ]),
  );
  const primaries = await db
    .insert(subLedgers)
    .values(
      options.properties.map((property) => ({
        associationId,
        propertyId: property.id,
        name: 'Assessments',
        isPrimary: true,
      })),
    )
    .returning({ id: subLedgers.id, propertyId: subLedgers.propertyId });
  const withSpecial = options.properties.filter((property) => scripts.get(property.id)?.special);
  const specials = withSpecial.length
    ? await db
        .insert(subLedgers)
        .values(
          withSpecial.map((property) => ({
            associationId,
            propertyId: property.id,
            name: 'Special assessment',
            paymentsBlocked: scripts.get(property.id)?.special === 'unpaid-blocked',
          })),
        )
        .returning({ id: subLedgers.id, propertyId: subLedgers.propertyId })
    : [];
  const primaryOf = new Map(primaries.map((row) => [row.propertyId, row.id]));
  const specialOf = new Map(specials.map((row) => [row.propertyId, row.id]));

  const currentMonth = today.slice(0, 7);
  const months = Array.from({ length: demoHistoryMonths }, (_, i) =>
    addMonths(`${currentMonth}-01`, i - demoHistoryMonths + 1).slice(0, 7),
  );
  const histories: DemoHistory[] = [];
  const ledgers = new Map<string, DemoLedgers>();
  for (const property of options.properties) {
    const script = scripts.get(property.id) as DemoAccountScript;
    const primary = primaryOf.get(property.id) as number;
    const history = monthlyAssessments(
      primary,
      { id: planId, ...plan },
      monthlySchedule(script, months, random),
      today,
    );
    if (script.prepaid) {
      history.payments.push({
        sourceKey: `demo-prepayment:${primary}`,
        subLedgerId: primary,
        date: `${months.at(-3)}-12`,
        amount: script.prepaid,
        method: 'check',
      });
    }
    histories.push(history);
    const special = specialOf.get(property.id) ?? null;
    if (special !== null) {
      histories.push(specialHistory(associationId, special, spec.specialAssessment, script, today));
    }
    ledgers.set(property.accountNumber, {
      associationId,
      propertyId: property.id,
      ownerId: property.ownerId,
      primary,
      special,
      assessment: plan.amount,
      bankFee: spec.fees.bankFlat,
      today,
    });
  }
  await postEntries(db, associationEntries(associationId, histories, spec.fees, today));

  const disabled = options.properties.filter((property) => scripts.get(property.id)?.paymentsDisabled);
  if (disabled.length) {
    await db
      .update(properties)
      .set({ paymentsDisabled: true })
      .where(
        inArray(
          properties.id,
          disabled.map((property) => property.id),
        ),
      );
  }
  return ledgers;
}

/** Most accounts pay by check or through the portal around the 1st–12th; a few fall behind. */
function withDelinquency(script: DemoAccountScript, accountNumber: string): DemoAccountScript {
  const months = demoDelinquentAccounts[accountNumber];
  return months === undefined ? script : { ...script, delinquentMonths: months };
}

function randomScript(random: Random, index: number): DemoAccountScript {
  // two in three pay by check or their bank's bill pay, the rest through the portal
  const payer = random.pick(['check', 'check', 'check', 'check', 'card', 'bank'] as const);
  const delinquentMonths = random.chance(0.07) ? random.int(2, 6) : 0;
  return { payer, delinquentMonths, ...(index % 9 === 4 ? { special: 'paid' as const } : {}) };
}

/** The levy, `monthsAgo` months back on the 1st (one run for the association), and how it was paid. */
function specialHistory(
  associationId: number,
  subLedgerId: number,
  levy: DemoAssociation['specialAssessment'],
  script: DemoAccountScript,
  today: string,
): DemoHistory {
  const levied = addMonths(`${today.slice(0, 7)}-01`, -levy.monthsAgo);
  const history: DemoHistory = {
    charges: [
      {
        sourceKey: `special-assessment:${associationId}:${levied.slice(0, 7)}`,
        subLedgerId,
        date: levied,
        kind: 'assessment',
        memo: levy.description,
        amount: levy.amount,
      },
    ],
    payments: [],
  };
  if (script.special === 'paid') {
    history.payments.push({
      sourceKey: `demo-payment:${subLedgerId}:levy`,
      subLedgerId,
      date: addMonths(levied, 1).replace(/-01$/, '-08'),
      amount: levy.amount,
      method: 'check',
    });
  } else if (script.special === 'installments') {
    // monthly installments on the 5th, starting three months after the levy
    for (let day = addMonths(levied, 3).replace(/-01$/, '-05'); day <= today; day = addMonths(day, 1)) {
      history.payments.push({
        sourceKey: `demo-payment:${subLedgerId}:${day.slice(0, 7)}`,
        subLedgerId,
        date: day,
        amount: script.installment ?? 10_000,
        method: 'recurring-bank',
      });
    }
  } else if (script.special === 'unpaid-blocked') {
    history.charges.push({
      sourceKey: `late_fee:special:${subLedgerId}`,
      subLedgerId,
      date: addMonths(levied, 1),
      kind: 'late_fee',
      memo: 'Late fee — special assessment',
      amount: 5_000,
    });
  }
  return history;
}
