import { type Cents, formatCents } from '@hoa/contracts/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Interval } from '../../db/schema/payments';
import { users } from '../../db/schema/users';

export type ScheduleKind = 'recurring' | 'future' | 'autoDraft';

const intervalWords: Record<Interval, string> = {
  monthly: 'monthly',
  quarterly: 'quarterly',
  yearly: 'yearly',
};
const money = (amount: number) => formatCents(amount as Cents);

export type DescribableSchedule =
  | { kind: 'future'; amount: number; scheduledDate: string }
  | {
      kind: 'recurring';
      amount: number | null;
      payFullBalance: boolean;
      maximumAmount: number | null;
      interval: Interval;
      nextPaymentDate: string;
    }
  | { kind: 'autoDraft'; pullDay: number };

/** One line a homeowner recognises: "Recurring payment of $150.00 (monthly), next on 2026-12-01". */
export function describeSchedule(schedule: DescribableSchedule): string {
  switch (schedule.kind) {
    case 'future':
      return `Scheduled payment of ${money(schedule.amount)} on ${schedule.scheduledDate}`;
    case 'recurring': {
      const what =
        schedule.payFullBalance || schedule.amount === null
          ? `the full balance${schedule.maximumAmount === null ? '' : ` (up to ${money(schedule.maximumAmount)})`}`
          : money(schedule.amount);
      return `Recurring payment of ${what} (${intervalWords[schedule.interval]}), next on ${schedule.nextPaymentDate}`;
    }
    case 'autoDraft':
      return `Auto-Draft of the balance on day ${schedule.pullDay} of each month`;
  }
}

/** The login's e-mail (its user name). */
export async function loginEmailOf(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

const signOff = ['', 'This message was sent by your community portal. Please do not reply to it.'];

export function scheduleStoppedMail(input: { accountNumber: string; description: string; reason: string }) {
  return {
    subject: `A scheduled payment for account ${input.accountNumber} has stopped`,
    text: [
      'Hello,',
      '',
      `This scheduled payment for account ${input.accountNumber} has stopped and will not be made:`,
      '',
      `  ${input.description}`,
      '',
      `Why: ${input.reason}`,
      '',
      'To keep paying automatically, sign in and set it up again.',
      ...signOff,
    ].join('\n'),
  };
}

export function methodRemovedMail(input: {
  methodName: string;
  stopped: { accountNumber: string; description: string }[];
}) {
  return {
    subject: 'Scheduled payments stopped: payment method removed',
    text: [
      'Hello,',
      '',
      `You removed the payment method ${input.methodName}. These scheduled payments used it and have stopped:`,
      '',
      ...input.stopped.map((item) => `  - Account ${item.accountNumber}: ${item.description}`),
      '',
      'To keep paying automatically, set them up again with another payment method.',
      ...signOff,
    ].join('\n'),
  };
}

export function upcomingPaymentMail(input: {
  accountNumber: string;
  date: string;
  amountText: string;
  methodName: string;
  editableUntil: string;
}) {
  return {
    subject: `Reminder: payment for account ${input.accountNumber} on ${input.date}`,
    text: [
      'Hello,',
      '',
      `A payment of ${input.amountText} for account ${input.accountNumber} will be made on ${input.date} from ${input.methodName}.`,
      '',
      `You can change or remove it in the portal until ${input.editableUntil}.`,
      ...signOff,
    ].join('\n'),
  };
}

export const moneyText = money;
