import { type KeyOwner, queryKey } from '../../lib/query-keys';
import type { PaymentListQuery } from './api/one-time-payments';

export type UserId = KeyOwner;

/** Query keys of every billing read, under [userId, 'billing']: a payment refreshes one user's billing at once. */
export const billingKeys = {
  user: (userId: UserId) => queryKey(userId, 'billing'),
  accounts: (userId: UserId) => [...billingKeys.user(userId), 'accounts'] as const,
  payments: (userId: UserId, query: PaymentListQuery) =>
    [...billingKeys.user(userId), 'payments', query] as const,
  autoDraft: (userId: UserId) =>
    [...billingKeys.user(userId), 'auto-draft', { portalEnabled: true }] as const,
  paymentMethods: (userId: UserId) => [...billingKeys.user(userId), 'payment-methods'] as const,
  recurringPayments: (userId: UserId) => [...billingKeys.user(userId), 'recurring-payments'] as const,
  futurePayments: (userId: UserId, after: string) =>
    [...billingKeys.user(userId), 'future-payments', { processed: false, after }] as const,
  charges: (userId: UserId) => [...billingKeys.user(userId), 'charges'] as const,
  /** The keyset pages of one account's ledger (an infinite query). */
  ledger: (userId: UserId, subLedgerId: number, pageSize: number) =>
    [...billingKeys.user(userId), 'ledger', subLedgerId, pageSize] as const,
  /** The newest lines of one account's ledger (its first page). */
  recentActivity: (userId: UserId, subLedgerId: number) =>
    [...billingKeys.user(userId), 'recent-activity', subLedgerId] as const,
  paymentOptions: (userId: UserId, associationId: number) =>
    [...billingKeys.user(userId), 'payment-options', associationId] as const,
  legacyAutoDraftSetup: (userId: UserId, subLedgerId: number) =>
    [...billingKeys.user(userId), 'legacy-auto-draft-setup', subLedgerId] as const,
  acknowledgements: (userId: UserId) => [...billingKeys.user(userId), 'acknowledgements'] as const,
  providers: (userId: UserId) => [...billingKeys.user(userId), 'payment-providers'] as const,
  /** One account's express-pay links (issue 15). */
  checkoutLinks: (userId: UserId, subLedgerId: number) =>
    [...billingKeys.user(userId), 'checkout-links', subLedgerId] as const,
};
