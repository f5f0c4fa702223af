import {
  type RecurringPaymentDto,
  recurringPaymentListSchema,
  recurringPaymentSchema,
  type recurringPaymentSetupRequestSchema,
  type recurringPaymentUpdateSchema,
} from '@hoa/contracts/scheduled-payments';
import type { z } from 'zod';
import { datedScheduleCalls } from './dated-schedule-calls';

export type RecurringPaymentSetupRequest = z.input<typeof recurringPaymentSetupRequestSchema>;
export type RecurringPaymentUpdate = Omit<z.input<typeof recurringPaymentUpdateSchema>, 'paymentMethodId'>;

/** Filters of GET /RecurringPayment (SPEC §7); the session reads them with none. */
export type RecurringPaymentFilters = {
  subLedgerId?: number;
  accountNumber?: string;
  'nextPaymentDate.after'?: string;
  'nextPaymentDate.before'?: string;
  'nextPaymentDate.strictlyAfter'?: string;
  'nextPaymentDate.strictlyBefore'?: string;
};

const calls = datedScheduleCalls<
  RecurringPaymentDto,
  RecurringPaymentSetupRequest,
  RecurringPaymentUpdate,
  RecurringPaymentFilters
>(
  'RecurringPayment',
  recurringPaymentSchema,
  (body) => recurringPaymentListSchema.parse(body).recurringPayments,
);

/** GET /RecurringPayment. */
export const getRecurringPayments = calls.list;
/** POST /RecurringPayment/Setup: a schedule, not yet confirmed. */
export const setupRecurringPayment = calls.setup;
/** PUT /RecurringPayment/Setup/{id}/Confirm, with an Idempotency-Key reused on retry. */
export const confirmRecurringPayment = calls.confirm;
/** PATCH /RecurringPayment/{id}: amount, frequency, date or notes until the cutoff; not the method. */
export const updateRecurringPayment = calls.update;
/** DELETE /RecurringPayment/{id}: stops the schedule (or drops an unconfirmed setup). */
export const deleteRecurringPayment = calls.remove;
