import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../lib/session-store/session-store';
import { accountsOfProperty, defaultAccount } from './account-choice';
import {
  accountsQueryOptions,
  autoDraftQueryOptions,
  futurePaymentsQueryOptions,
  paymentMethodsQueryOptions,
  paymentsQueryOptions,
  recurringPaymentsQueryOptions,
} from './queries';

/**
 * SPEC §7 "Session loading", after the session has read the accounts: the payments of the account the
 * user starts on, Auto-Draft enrollments, payment methods, recurring and future payments, into the cache
 * the billing pages read. The session's accounts seed the cache, so they are not read twice.
 */
export async function prefetchBillingSession(queryClient: QueryClient): Promise<void> {
  const { userId, accounts, selectedPropertyId, isLoggedIn } = sessionStore.get();
  if (!isLoggedIn || userId === null) return;
  const accountsKey = accountsQueryOptions(userId).queryKey;
  if (queryClient.getQueryData(accountsKey) === undefined) queryClient.setQueryData(accountsKey, accounts);
  const account = defaultAccount(accountsOfProperty(accounts, selectedPropertyId));
  await Promise.all([
    account
      ? queryClient.prefetchQuery(
          paymentsQueryOptions(userId, { ownerId: account.ownerId, subLedgerId: account.subLedgerId }),
        )
      : null,
    queryClient.prefetchQuery(autoDraftQueryOptions(userId)),
    queryClient.prefetchQuery(paymentMethodsQueryOptions(userId)),
    queryClient.prefetchQuery(recurringPaymentsQueryOptions(userId)),
    queryClient.prefetchQuery(futurePaymentsQueryOptions(userId)),
  ]);
}
