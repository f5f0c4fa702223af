import { cents } from '@hoa/contracts/money';
import { computeFees, type Fees } from '@hoa/contracts/payment-rules';
import { inArray } from 'drizzle-orm';
import type { Action } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { type MethodKindColumn, paymentMethods } from '../../db/schema/payments';
import { AppError } from '../../errors/app-error';
import { paymentOptionsFor } from '../payments/fees';
import type { PaymentMethodRow } from '../payments/payment-method-context';
import {
  listSubLedgers,
  listSubLedgersByIds,
  loadSubLedger,
  type SubLedgerContext,
} from '../payments/sub-ledger-context';
import { notFound } from './schedule-rules';

/** What every schedule row carries: who set it up and which sub-ledger it pays. */
export interface ScheduleOwnership {
  userId: number;
  subLedgerId: number;
}

/**
 * A schedule the principal set up, on a sub-ledger they still reach. Anything else is 404: another
 * login's schedules are not theirs to see, even on a shared account.
 */
export async function loadOwnSchedule<T extends ScheduleOwnership>(
  db: Db,
  principal: Principal,
  row: T | undefined,
  action: Action,
  missing: () => AppError = notFound,
): Promise<{ row: T; subLedger: SubLedgerContext }> {
  if (!row || row.userId !== principal.userId) throw missing();
  try {
    return { row, subLedger: await loadSubLedger(db, principal, row.subLedgerId, action) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw missing();
    throw error;
  }
}

/** The ids of the principal's sub-ledgers matching the list filters. */
export async function ownSubLedgerIds(
  db: Db,
  principal: Principal,
  filter: { subLedgerId?: number | undefined; accountNumber?: string | undefined; portalEnabled?: boolean },
): Promise<number[]> {
  const rows = await listSubLedgers(db, principal, {
    ...(filter.accountNumber === undefined ? {} : { accountNumber: filter.accountNumber }),
    ...(filter.portalEnabled === undefined ? {} : { portalEnabled: filter.portalEnabled }),
  });
  return rows
    .map((row) => row.subLedgerId)
    .filter((id) => filter.subLedgerId === undefined || id === filter.subLedgerId);
}

/** What a list of schedules needs joined in: their sub-ledgers and methods, and fee quotes. */
export interface ScheduleLookups {
  subLedgerOf(id: number): SubLedgerContext | undefined;
  methodOf(id: number): PaymentMethodRow | undefined;
  /** Fees at today's options (a view: a kind the association stopped offering still gets a quote). */
  quote(subLedger: SubLedgerContext, kind: MethodKindColumn, amount: number): Promise<Fees>;
}

export async function scheduleLookups(
  db: Db,
  rows: { subLedgerId: number; paymentMethodId: number }[],
): Promise<ScheduleLookups> {
  const methodIds = [...new Set(rows.map((row) => row.paymentMethodId))];
  const [subLedgers, methods] = await Promise.all([
    listSubLedgersByIds(db, [...new Set(rows.map((row) => row.subLedgerId))]),
    methodIds.length === 0
      ? Promise.resolve([])
      : db.select().from(paymentMethods).where(inArray(paymentMethods.id, methodIds)),
  ]);
  const subLedgerById = new Map(subLedgers.map((row) => [row.subLedgerId, row]));
  const methodById = new Map(methods.map((row) => [row.id, row]));
  // read once per association, when the first quote needs it
  const options = new Map<number, ReturnType<typeof paymentOptionsFor>>();
  return {
    subLedgerOf: (id) => subLedgerById.get(id),
    methodOf: (id) => methodById.get(id),
    async quote(subLedger, kind, amount) {
      const { associationId } = subLedger;
      if (!options.has(associationId)) options.set(associationId, paymentOptionsFor(db, [associationId]));
      const optionOf = await (options.get(associationId) as ReturnType<typeof paymentOptionsFor>);
      const option = optionOf(associationId, kind);
      return computeFees(cents(amount), option, subLedger.largeAmountFeeBasisPoints);
    },
  };
}
