import { addCalendarDays, addMonths } from '@hoa/contracts/payment-rules';
import type { Db } from '../db/database';
import {
  autoDraftEnrollments,
  futurePayments,
  paymentMethods,
  recurringPayments,
} from '../db/schema/payments';
import { methodDetailColumns } from '../modules/payments/payment-methods';
import { tokenizeBank, tokenizeCard } from '../modules/processor/sandbox/methods';
import type { DemoLedgers } from './demo-books';

type MethodRow = typeof paymentMethods.$inferSelect;

/** Test numbers of the sandbox processor: approved cards, and a bank account that never returns. */
const testCards = { visa: '4242424242424242', mastercard: '5555555555554444' } as const;
const testBank = { routingNumber: '110000000', accountNumber: '000123456789' } as const;

/** The next date on `day` of a month strictly after `today`. */
export function nextMonthlyDate(today: string, day: number): string {
  const thisMonth = `${today.slice(0, 7)}-${String(day).padStart(2, '0')}`;
  return thisMonth > today ? thisMonth : addMonths(thisMonth, 1);
}

/**
 * A card and a bank account tokenized by the sandbox processor, as the browser would, and saved as
 * the user's methods with the sandbox's references (so payments with them really charge).
 */
async function saveMethods(
  db: Db,
  userId: number,
  holderName: string,
  card: keyof typeof testCards,
  accountType: 'checking' | 'savings',
  now: Date,
): Promise<{ card: MethodRow; bank: MethodRow }> {
  const sandbox = { db, clock: { now: () => now }, unavailable: new Set<'card' | 'bank'>() };
  const tokens = [
    await tokenizeCard(sandbox, {
      number: testCards[card],
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
      cvc: '123',
      name: holderName,
    }),
    await tokenizeBank(sandbox, { ...testBank, accountType, holderName }),
  ];
  const rows = await db
    .insert(paymentMethods)
    .values(
      tokens.map((details) => ({
        userId,
        processor: 'sandbox',
        ...methodDetailColumns(details),
        createdAt: now,
      })),
    )
    .returning();
  const [cardRow, bankRow] = rows as [MethodRow, MethodRow];
  return { card: cardRow, bank: bankRow };
}

const ownership = (userId: number, ledgers: DemoLedgers, subLedgerId: number, paymentMethodId: number) => ({
  userId,
  ownerId: ledgers.ownerId,
  propertyId: ledgers.propertyId,
  subLedgerId,
  associationId: ledgers.associationId,
  paymentMethodId,
});

/**
 * The demo homeowners' saved methods and active schedules, matching their account scripts:
 * homeowner@ pays the levy by a monthly recurring payment and has a card payment scheduled next week;
 * owner2@ is on Auto-Draft at Harbor Pointe and pays Meadowbrook by a recurring card payment.
 */
export async function seedDemoPaymentSetup(
  db: Db,
  options: {
    now: Date;
    homeowner: { userId: number; name: string; home: DemoLedgers };
    owner2: { userId: number; name: string; harbor: DemoLedgers; meadow: DemoLedgers };
  },
): Promise<void> {
  const { now, homeowner, owner2 } = options;
  const active = { status: 'active' as const, createdAt: now, confirmedAt: now };

  const first = await saveMethods(db, homeowner.userId, homeowner.name, 'visa', 'checking', now);
  const { home } = homeowner;
  if (home.special !== null) {
    await db.insert(recurringPayments).values({
      ...ownership(homeowner.userId, home, home.special, first.bank.id),
      ...active,
      amount: 10_000,
      interval: 'monthly',
      nextPaymentDate: nextMonthlyDate(home.today, 5),
      anchorDay: 5,
      notes: 'Special assessment installment',
    });
  }
  await db.insert(futurePayments).values({
    ...ownership(homeowner.userId, home, home.primary, first.card.id),
    ...active,
    amount: home.assessment,
    scheduledDate: addCalendarDays(home.today, 7),
  });

  const second = await saveMethods(db, owner2.userId, owner2.name, 'mastercard', 'savings', now);
  await db.insert(autoDraftEnrollments).values({
    ...ownership(owner2.userId, owner2.harbor, owner2.harbor.primary, second.bank.id),
    ...active,
    kind: 'standard',
    startMonth: addMonths(`${owner2.harbor.today.slice(0, 7)}-01`, -35),
    pullDay: 5,
    processingFee: owner2.harbor.bankFee,
  });
  await db.insert(recurringPayments).values({
    ...ownership(owner2.userId, owner2.meadow, owner2.meadow.primary, second.card.id),
    ...active,
    amount: owner2.meadow.assessment,
    interval: 'monthly',
    nextPaymentDate: nextMonthlyDate(owner2.meadow.today, 1),
    anchorDay: 1,
  });
}
