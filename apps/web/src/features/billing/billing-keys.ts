import { useSessionValue } from '../session/session-store';
import type { PaymentListQuery } from './api/one-time-payments';

export type UserId = number | null;

/**
 * Query keys of every billing read. Each starts with ['billing', userId]: another user signing in on the
 * same tab never sees cached data of the previous one, and a payment can refresh one user's billing at once.
 */
export const billingKeys = {
  all: ['billing'] as const,
  user: (userId: UserId) => ['billing', userId] as const,
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
};

/** The signed-in user whose billing is read; null while logged out (queries wait). */
export const useBillingUserId = () => useSessionValue((s) => (s.isLoggedIn ? s.userId : null));
