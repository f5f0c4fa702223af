import type { SubLedgerAccount } from '@hoa/contracts/billing';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { recentPaymentsQueryDefaults } from '../../lib/api/query-client';
import { sessionStore, useSignedInUserId } from '../../lib/session-store/session-store';
import { getAccounts } from './api/accounts';
import { getAutoDraftEnrollments } from './api/auto-draft';
import { getFuturePayments } from './api/future-payments';
import { getPayments, type PaymentListQuery } from './api/one-time-payments';
import { getPaymentMethods } from './api/payment-methods';
import { getRecurringPayments } from './api/recurring-payments';
import { todayForPayments } from './billing-dates';
import { billingKeys, type UserId } from './billing-keys';

// ---- the reads of SPEC §7 "Session loading" ---------------------------------------------------
// SPEC §3 lists accounts, autoDraftEnrollments, paymentMethods, recurringPayments and futurePayments
// among the session's fields: in this app they are these cache entries (fresh 5 minutes, SPEC §9).

/** Sub-ledgers with portalEnabled=true; each result also refreshes the session's `accounts`. */
export const accountsQueryOptions = (userId: UserId) =>
  queryOptions({
    queryKey: billingKeys.accounts(userId),
    queryFn: async ({ signal }) => {
      const accounts = await getAccounts(signal);
      sessionStore.set((s) => (s.userId === userId ? { ...s, accounts } : s));
      return accounts;
    },
    enabled: userId !== null,
  });

/** Recent payments of one account (ownerId, subLedgerId): always refetched (SPEC §9, freshness 0). */
export const paymentsQueryOptions = (userId: UserId, query: PaymentListQuery | null) =>
  queryOptions({
    queryKey: billingKeys.payments(userId, query ?? { ownerId: 0, subLedgerId: 0 }),
    queryFn: ({ signal }) => getPayments(query as PaymentListQuery, signal),
    enabled: userId !== null && query !== null,
    ...recentPaymentsQueryDefaults,
  });

export const autoDraftQueryOptions = (userId: UserId) =>
  queryOptions({
    queryKey: billingKeys.autoDraft(userId),
    queryFn: ({ signal }) => getAutoDraftEnrollments(signal),
    enabled: userId !== null,
  });

export const paymentMethodsQueryOptions = (userId: UserId) =>
  queryOptions({
    queryKey: billingKeys.paymentMethods(userId),
    queryFn: ({ signal }) => getPaymentMethods(signal),
    enabled: userId !== null,
  });

/** Recurring payments with no filters. */
export const recurringPaymentsQueryOptions = (userId: UserId) =>
  queryOptions({
    queryKey: billingKeys.recurringPayments(userId),
    queryFn: ({ signal }) => getRecurringPayments({}, signal),
    enabled: userId !== null,
  });

/** Future payments not yet processed and scheduled from today on. */
export const futurePaymentsQueryOptions = (userId: UserId, today: string = todayForPayments()) =>
  queryOptions({
    queryKey: billingKeys.futurePayments(userId, today),
    queryFn: ({ signal }) => getFuturePayments({ processed: false, 'scheduledDate.after': today }, signal),
    enabled: userId !== null,
  });

export const useAccounts = () => useQuery(accountsQueryOptions(useSignedInUserId()));
export const usePayments = (account: Pick<SubLedgerAccount, 'ownerId' | 'subLedgerId'> | null) =>
  useQuery(
    paymentsQueryOptions(
      useSignedInUserId(),
      account ? { ownerId: account.ownerId, subLedgerId: account.subLedgerId } : null,
    ),
  );
export const useAutoDraftEnrollments = () => useQuery(autoDraftQueryOptions(useSignedInUserId()));
export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions(useSignedInUserId()));
export const useRecurringPayments = () => useQuery(recurringPaymentsQueryOptions(useSignedInUserId()));
export const useFuturePayments = () => useQuery(futurePaymentsQueryOptions(useSignedInUserId()));

/** After any money call: balances, payments, schedules and ledgers of this user are read again. */
export function refreshBilling(queryClient: QueryClient, userId: UserId): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: billingKeys.user(userId) });
}
