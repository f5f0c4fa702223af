import type { Fees } from '@hoa/contracts/payment-rules';
import { editCutoff, isBeforeCutoff } from '@hoa/contracts/payment-rules';
import type { Db } from '../../db/database';
import { methodDisplayName } from '../payments/payment-method-context';
import { type DatedScheduleKind, datedSchedules, type RowOf } from './dated-schedules';
import { scheduleLookups } from './schedule-context';
import { changeableStatuses } from './schedule-rules';

/** What a future and a recurring payment show alike: account and method joined in, and the cutoff. */
export interface SharedScheduleFields {
  id: number;
  status: RowOf<DatedScheduleKind>['status'];
  subLedgerId: number;
  accountNumber: string;
  associationId: number;
  paymentMethodId: number;
  paymentMethodName: string;
  notes: string | null;
  deactivatedReason: string | null;
  editableUntil: string;
  editable: boolean;
}

/**
 * Schedules of a kind as the API returns them: the shared fields, and what `build` adds for the kind
 * (`quote` gives fees at today's options for an amount).
 */
export async function datedScheduleDtos<K extends DatedScheduleKind, D>(
  db: Db,
  kind: K,
  rows: RowOf<K>[],
  now: Date,
  build: (
    row: RowOf<K>,
    shared: SharedScheduleFields,
    quote: (amount: number) => Promise<Fees>,
  ) => Promise<D>,
): Promise<D[]> {
  const { label, dateField } = datedSchedules[kind];
  const lookups = await scheduleLookups(db, rows);
  return Promise.all(
    rows.map(async (row) => {
      const subLedger = lookups.subLedgerOf(row.subLedgerId);
      const method = lookups.methodOf(row.paymentMethodId);
      if (!subLedger || !method) throw new Error(`${label} ${row.id} lost its sub-ledger or method`);
      const date: string = row[dateField as keyof RowOf<K>] as string;
      const changeable = (changeableStatuses as readonly string[]).includes(row.status);
      const shared: SharedScheduleFields = {
        id: row.id,
        status: row.status,
        subLedgerId: row.subLedgerId,
        accountNumber: subLedger.accountNumber,
        associationId: row.associationId,
        paymentMethodId: row.paymentMethodId,
        paymentMethodName: methodDisplayName(method),
        notes: row.notes,
        deactivatedReason: row.deactivatedReason,
        editableUntil: editCutoff(date).toISOString(),
        editable: changeable && isBeforeCutoff(date, now),
      };
      return build(row, shared, (amount) => lookups.quote(subLedger, method.kind, amount));
    }),
  );
}
