import {
  type PaymentDto,
  type PaymentSetupRequest,
  paymentListSchema,
  paymentSchema,
} from '@hoa/contracts/billing';
import { callChecked } from '../../../lib/api/checked-reads';
import { paymentsClient } from '../../../lib/api/service-clients';

export interface PaymentListQuery {
  ownerId: number;
  subLedgerId: number;
}

/** GET /Payment?ownerId&subLedgerId: recent payments on an account, newest first. */
export async function getPayments(query: PaymentListQuery, signal?: AbortSignal): Promise<PaymentDto[]> {
  const body = await paymentsClient.request('/Payment', { query: { ...query }, signal });
  return paymentListSchema.parse(body).payments;
}

/** POST /Payment/Setup: fees, total and any duplicate warning; nothing is charged yet. */
export async function setupPayment(request: PaymentSetupRequest): Promise<PaymentDto> {
  return callChecked(paymentsClient, '/Payment/Setup', paymentSchema, { method: 'POST', body: request });
}

/** PATCH /Payment/Setup/{id}: another method or amount for an open setup (e.g. after a decline). */
export async function updatePaymentSetup(
  id: number,
  changes: Partial<Pick<PaymentSetupRequest, 'paymentMethodId' | 'amount' | 'notes'>>,
): Promise<PaymentDto> {
  return callChecked(paymentsClient, `/Payment/Setup/${id}`, paymentSchema, {
    method: 'PATCH',
    body: changes,
  });
}

/** DELETE /Payment/Setup/{id}: drops a setup that was never confirmed. */
export function cancelPaymentSetup(id: number): Promise<void> {
  return paymentsClient.request(`/Payment/Setup/${id}`, {
    method: 'DELETE',
    responseAs: 'none',
    suppressErrorToast: true,
  });
}

/**
 * PUT /Payment/Setup/{id}/Confirm: charges the method. The Idempotency-Key is made once per attempt and
 * sent again on a retry, so a lost answer never charges twice.
 */
export async function confirmPayment(
  id: number,
  options: { acknowledgeDuplicate: boolean; idempotencyKey: string },
): Promise<PaymentDto> {
  return callChecked(paymentsClient, `/Payment/Setup/${id}/Confirm`, paymentSchema, {
    method: 'PUT',
    body: { acknowledgeDuplicate: options.acknowledgeDuplicate },
    headers: { 'Idempotency-Key': options.idempotencyKey },
  });
}
