import {
  type FuturePaymentDto,
  futurePaymentListSchema,
  futurePaymentSchema,
  type futurePaymentSetupRequestSchema,
  type futurePaymentUpdateSchema,
} from '@hoa/contracts/scheduled-payments';
import type { z } from 'zod';
import { datedScheduleCalls } from './dated-schedule-calls';

export type FuturePaymentSetupRequest = z.input<typeof futurePaymentSetupRequestSchema>;
export type FuturePaymentUpdate = Omit<z.input<typeof futurePaymentUpdateSchema>, 'paymentMethodId'>;

/** Filters of GET /FuturePayment (SPEC §7). */
export type FuturePaymentFilters = {
  subLedgerId?: number;
  accountNumber?: string;
  cancelled?: boolean;
  processed?: boolean;
  'scheduledDate.after'?: string;
  'scheduledDate.before'?: string;
  'scheduledDate.strictlyAfter'?: string;
  'scheduledDate.strictlyBefore'?: string;
};

const calls = datedScheduleCalls<
  FuturePaymentDto,
  FuturePaymentSetupRequest,
  FuturePaymentUpdate,
  FuturePaymentFilters
>('FuturePayment', futurePaymentSchema, (body) => futurePaymentListSchema.parse(body).futurePayments);

/** GET /FuturePayment: scheduled one-time payments. */
export const getFuturePayments = calls.list;
/** POST /FuturePayment/Setup: a one-time payment on a later date, not yet confirmed. */
export const setupFuturePayment = calls.setup;
/** PUT /FuturePayment/Setup/{id}/Confirm, with an Idempotency-Key reused on retry. */
export const confirmFuturePayment = calls.confirm;
/** PATCH /FuturePayment/{id}: amount, date or notes, until the cutoff; the method cannot change. */
export const updateFuturePayment = calls.update;
/** DELETE /FuturePayment/{id}: removes a scheduled payment (or an unconfirmed setup). */
export const deleteFuturePayment = calls.remove;
