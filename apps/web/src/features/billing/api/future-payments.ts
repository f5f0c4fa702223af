import {
  type FuturePaymentDto,
  futurePaymentListSchema,
  futurePaymentSchema,
  type futurePaymentSetupRequestSchema,
  type futurePaymentUpdateSchema,
} from '@hoa/contracts/scheduled-payments';
import type { z } from 'zod';
import { paymentsClient } from '../../../lib/api/service-clients';

export type FuturePaymentSetupRequest = z.input<typeof futurePaymentSetupRequestSchema>;
export type FuturePaymentUpdate = Omit<z.input<typeof futurePaymentUpdateSchema>, 'paymentMethodId'>;

/** Filters of GET /FuturePayment (SPEC §7). */
export interface FuturePaymentFilters {
  subLedgerId?: number;
  accountNumber?: string;
  cancelled?: boolean;
  processed?: boolean;
  'scheduledDate.after'?: string;
  'scheduledDate.before'?: string;
  'scheduledDate.strictlyAfter'?: string;
  'scheduledDate.strictlyBefore'?: string;
}

/** GET /FuturePayment: scheduled one-time payments. */
export async function getFuturePayments(
  filters: FuturePaymentFilters,
  signal?: AbortSignal,
): Promise<FuturePaymentDto[]> {
  const body = await paymentsClient.request('/FuturePayment', { query: { ...filters }, signal });
  return futurePaymentListSchema.parse(body).futurePayments;
}

/** POST /FuturePayment/Setup: a one-time payment on a later date, not yet confirmed. */
export async function setupFuturePayment(request: FuturePaymentSetupRequest): Promise<FuturePaymentDto> {
  const body = await paymentsClient.request('/FuturePayment/Setup', {
    method: 'POST',
    body: request,
    suppressErrorToast: true,
  });
  return futurePaymentSchema.parse(body);
}

/** PUT /FuturePayment/Setup/{id}/Confirm, with an Idempotency-Key reused on retry. */
export async function confirmFuturePayment(
  id: number,
  options: { acknowledgeDuplicate: boolean; idempotencyKey: string },
): Promise<FuturePaymentDto> {
  const body = await paymentsClient.request(`/FuturePayment/Setup/${id}/Confirm`, {
    method: 'PUT',
    body: { acknowledgeDuplicate: options.acknowledgeDuplicate },
    headers: { 'Idempotency-Key': options.idempotencyKey },
    suppressErrorToast: true,
  });
  return futurePaymentSchema.parse(body);
}

/** PATCH /FuturePayment/{id}: amount, date or notes, until the cutoff; the method cannot change. */
export async function updateFuturePayment(
  id: number,
  changes: FuturePaymentUpdate,
): Promise<FuturePaymentDto> {
  const body = await paymentsClient.request(`/FuturePayment/${id}`, {
    method: 'PATCH',
    body: changes,
    suppressErrorToast: true,
  });
  return futurePaymentSchema.parse(body);
}

/** DELETE /FuturePayment/{id}: removes a scheduled payment (or an unconfirmed setup). */
export function deleteFuturePayment(id: number): Promise<void> {
  return paymentsClient.request(`/FuturePayment/${id}`, {
    method: 'DELETE',
    responseAs: 'none',
    suppressErrorToast: true,
  });
}
