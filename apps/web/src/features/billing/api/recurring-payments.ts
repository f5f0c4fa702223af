import {
  type RecurringPaymentDto,
  recurringPaymentListSchema,
  recurringPaymentSchema,
  type recurringPaymentSetupRequestSchema,
  type recurringPaymentUpdateSchema,
} from '@hoa/contracts/scheduled-payments';
import type { z } from 'zod';
import { paymentsClient } from '../../../lib/api/service-clients';

export type RecurringPaymentSetupRequest = z.input<typeof recurringPaymentSetupRequestSchema>;
export type RecurringPaymentUpdate = Omit<z.input<typeof recurringPaymentUpdateSchema>, 'paymentMethodId'>;

/** Filters of GET /RecurringPayment (SPEC §7); the session reads them with none. */
export interface RecurringPaymentFilters {
  subLedgerId?: number;
  accountNumber?: string;
  'nextPaymentDate.after'?: string;
  'nextPaymentDate.before'?: string;
  'nextPaymentDate.strictlyAfter'?: string;
  'nextPaymentDate.strictlyBefore'?: string;
}

/** GET /RecurringPayment. */
export async function getRecurringPayments(
  filters: RecurringPaymentFilters = {},
  signal?: AbortSignal,
): Promise<RecurringPaymentDto[]> {
  const body = await paymentsClient.request('/RecurringPayment', { query: { ...filters }, signal });
  return recurringPaymentListSchema.parse(body).recurringPayments;
}

/** POST /RecurringPayment/Setup: a schedule, not yet confirmed. */
export async function setupRecurringPayment(
  request: RecurringPaymentSetupRequest,
): Promise<RecurringPaymentDto> {
  const body = await paymentsClient.request('/RecurringPayment/Setup', {
    method: 'POST',
    body: request,
    suppressErrorToast: true,
  });
  return recurringPaymentSchema.parse(body);
}

/** PUT /RecurringPayment/Setup/{id}/Confirm, with an Idempotency-Key reused on retry. */
export async function confirmRecurringPayment(
  id: number,
  options: { acknowledgeDuplicate: boolean; idempotencyKey: string },
): Promise<RecurringPaymentDto> {
  const body = await paymentsClient.request(`/RecurringPayment/Setup/${id}/Confirm`, {
    method: 'PUT',
    body: { acknowledgeDuplicate: options.acknowledgeDuplicate },
    headers: { 'Idempotency-Key': options.idempotencyKey },
    suppressErrorToast: true,
  });
  return recurringPaymentSchema.parse(body);
}

/** PATCH /RecurringPayment/{id}: amount, frequency, date or notes until the cutoff; not the method. */
export async function updateRecurringPayment(
  id: number,
  changes: RecurringPaymentUpdate,
): Promise<RecurringPaymentDto> {
  const body = await paymentsClient.request(`/RecurringPayment/${id}`, {
    method: 'PATCH',
    body: changes,
    suppressErrorToast: true,
  });
  return recurringPaymentSchema.parse(body);
}

/** DELETE /RecurringPayment/{id}: stops the schedule (or drops an unconfirmed setup). */
export function deleteRecurringPayment(id: number): Promise<void> {
  return paymentsClient.request(`/RecurringPayment/${id}`, {
    method: 'DELETE',
    responseAs: 'none',
    suppressErrorToast: true,
  });
}
