import type { PaymentDto } from '@hoa/contracts/billing';
import type { FuturePaymentDto, RecurringPaymentDto } from '@hoa/contracts/scheduled-payments';
import { confirmFuturePayment, deleteFuturePayment, setupFuturePayment } from '../api/future-payments';
import { cancelPaymentSetup, confirmPayment, setupPayment } from '../api/one-time-payments';
import {
  confirmRecurringPayment,
  deleteRecurringPayment,
  setupRecurringPayment,
} from '../api/recurring-payments';
import type { PaymentRequest } from './payment-form';

/** A setup made by the form and not confirmed yet, by kind. */
export type OpenSetup =
  | { kind: 'one-time'; payment: PaymentDto }
  | { kind: 'future'; payment: FuturePaymentDto }
  | { kind: 'recurring'; payment: RecurringPaymentDto };

/** The setup call for each kind of payment the form makes. */
export async function createSetup(payment: PaymentRequest): Promise<OpenSetup> {
  switch (payment.kind) {
    case 'one-time':
      return { kind: 'one-time', payment: await setupPayment(payment.request) };
    case 'future':
      return { kind: 'future', payment: await setupFuturePayment(payment.request) };
    case 'recurring':
      return { kind: 'recurring', payment: await setupRecurringPayment(payment.request) };
  }
}

/** The confirm call for each kind; what it answers is the payment as confirmed. */
export async function confirmSetup(
  setup: OpenSetup,
  options: { acknowledgeDuplicate: boolean; idempotencyKey: string },
): Promise<OpenSetup> {
  switch (setup.kind) {
    case 'one-time':
      return { kind: 'one-time', payment: await confirmPayment(setup.payment.id, options) };
    case 'future':
      return { kind: 'future', payment: await confirmFuturePayment(setup.payment.id, options) };
    case 'recurring':
      return { kind: 'recurring', payment: await confirmRecurringPayment(setup.payment.id, options) };
  }
}

/** Drops a setup that will not be confirmed. */
export function cancelOpenSetup(setup: OpenSetup): Promise<void> {
  switch (setup.kind) {
    case 'one-time':
      return cancelPaymentSetup(setup.payment.id);
    case 'future':
      return deleteFuturePayment(setup.payment.id);
    case 'recurring':
      return deleteRecurringPayment(setup.payment.id);
  }
}
