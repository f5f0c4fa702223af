import {
  type MethodKind,
  type PaymentMethodDto,
  type PaymentMethodRemoval,
  type PaymentMethodSetup,
  paymentMethodListSchema,
  paymentMethodRemovalSchema,
  paymentMethodSchema,
  paymentMethodSetupSchema,
} from '@hoa/contracts/billing';
import { callChecked } from '../../../lib/api/checked-reads';
import { paymentsClient } from '../../../lib/api/service-clients';

/** GET /PaymentMethod: the saved cards and bank accounts. */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodDto[]> {
  const body = await paymentsClient.request('/PaymentMethod', { signal });
  return paymentMethodListSchema.parse(body).paymentMethods;
}

/** POST /PaymentMethod/Setup {methodKind}: what the browser needs to tokenize with the processor. */
export async function createPaymentMethodSetup(methodKind: MethodKind): Promise<PaymentMethodSetup> {
  return callChecked(paymentsClient, '/PaymentMethod/Setup', paymentMethodSetupSchema, {
    method: 'POST',
    body: { methodKind },
  });
}

/** GET /PaymentMethod/Setup/{setupId}/Duplicates: saved methods the processor says are the same number. */
export async function findSetupDuplicates(setupId: number): Promise<PaymentMethodDto[]> {
  const answer = await callChecked(
    paymentsClient,
    `/PaymentMethod/Setup/${setupId}/Duplicates`,
    paymentMethodListSchema,
  );
  return answer.paymentMethods;
}

/** DELETE /PaymentMethod/Setup/{setupId}: the person does not keep it; nothing is saved from that setup. */
export async function cancelPaymentMethodSetup(setupId: number): Promise<void> {
  await paymentsClient.request(`/PaymentMethod/Setup/${setupId}`, {
    method: 'DELETE',
    suppressErrorToast: true,
  });
}

/** PUT /PaymentMethod/Setup/{setupId}/Confirm: after the processor confirmed it, the method is saved. */
export async function confirmPaymentMethodSetup(setupId: number): Promise<PaymentMethodDto> {
  return callChecked(paymentsClient, `/PaymentMethod/Setup/${setupId}/Confirm`, paymentMethodSchema, {
    method: 'PUT',
  });
}

/** DELETE /PaymentMethod/{id}: the removed method and the schedules that used it, now deactivated. */
export async function removePaymentMethod(id: number): Promise<PaymentMethodRemoval> {
  return callChecked(paymentsClient, `/PaymentMethod/${id}`, paymentMethodRemovalSchema, {
    method: 'DELETE',
  });
}
