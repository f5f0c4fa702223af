import type { SubLedgerAccount } from '@hoa/contracts/billing';
import { queryDefaults } from '@hoa/contracts/business-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client';
import { initialSession } from '../../lib/session-store/session-state';
import { sessionStore } from '../../lib/session-store/session-store';
import { billingKeys } from './billing-keys';
import {
  accountsQueryOptions,
  futurePaymentsQueryOptions,
  paymentMethodsQueryOptions,
  paymentsQueryOptions,
  recurringPaymentsQueryOptions,
} from './queries';
import { prefetchBillingSession } from './session-prefetch';

const account: SubLedgerAccount = {
  subLedgerId: 11,
  propertyId: 5,
  ownerId: 21,
  accountNumber: '1001-01',
  associationId: 2,
  associationName: 'Oak Park',
  name: 'Assessments',
  isPrimary: true,
  address: '12 Oak Lane',
  balance: 12550,
  portalEnabled: true,
  paymentsBlocked: false,
  paymentsDisabled: false,
  autoDraftType: 'standard',
  autoDraftEligible: false,
  autoDraftIneligibleReason: null,
};

const bodies: Record<string, unknown> = {
  '/Account': { accounts: [account] },
  '/Payment': { payments: [] },
  '/AutoDraft': { enrollments: [] },
  '/PaymentMethod': { paymentMethods: [] },
  '/RecurringPayment': { recurringPayments: [] },
  '/FuturePayment': { futurePayments: [] },
};
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://portal.test');
      requested.push(`${url.pathname}${url.search}`);
      const body = bodies[url.pathname.replace('/svc/payments/api', '')];
      return new Response(JSON.stringify(body), { status: body ? 200 : 404 });
    }),
  );
  sessionStore.set({ ...initialSession, token: 't', userId: 7, isLoggedIn: true, accounts: [account] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('billing query keys', () => {
  it("scope every read by the signed-in user, so one user's cache never serves another", () => {
    expect(billingKeys.accounts(7)).toEqual([7, 'billing', 'accounts']);
    expect(billingKeys.payments(7, { ownerId: 21, subLedgerId: 11 })).toEqual([
      7,
      'billing',
      'payments',
      { ownerId: 21, subLedgerId: 11 },
    ]);
    expect(billingKeys.futurePayments(7, '2026-03-10')).toEqual([
      7,
      'billing',
      'future-payments',
      { processed: false, after: '2026-03-10' },
    ]);
    expect(billingKeys.accounts(8)).not.toEqual(billingKeys.accounts(7));
    for (const key of [
      billingKeys.autoDraft(7),
      billingKeys.paymentMethods(7),
      billingKeys.recurringPayments(7),
      billingKeys.ledger(7, 11, 50),
      billingKeys.paymentOptions(7, 2),
    ]) {
      expect(key.slice(0, 2)).toEqual(billingKeys.user(7));
    }
  });

  it('always refetch recent payments and keep the 5-minute default for the rest (SPEC §9)', () => {
    expect(paymentsQueryOptions(7, { ownerId: 21, subLedgerId: 11 }).staleTime).toBe(0);
    expect(paymentMethodsQueryOptions(7).staleTime).toBeUndefined();
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(queryDefaults.staleTimeMs);
    expect(accountsQueryOptions(null).enabled).toBe(false);
  });
});

describe('session loading (SPEC §7)', () => {
  it('reads future payments not processed and from today, recurring payments with no filters', async () => {
    const client = createQueryClient();
    await client.fetchQuery(futurePaymentsQueryOptions(7, '2026-03-10'));
    await client.fetchQuery(recurringPaymentsQueryOptions(7));
    expect(requested).toEqual([
      '/svc/payments/api/FuturePayment?processed=false&scheduledDate.after=2026-03-10',
      '/svc/payments/api/RecurringPayment',
    ]);
  });

  it('reading the accounts refreshes the session copy of them', async () => {
    sessionStore.set((s) => ({ ...s, accounts: [] }));
    const accounts = await createQueryClient().fetchQuery(accountsQueryOptions(7));
    expect(requested).toEqual(['/svc/payments/api/Account?portalEnabled=true']);
    expect(sessionStore.get().accounts).toEqual(accounts);
  });

  it('after sign-in, prefetches the rest of the billing session from the accounts the session read', async () => {
    const client = createQueryClient();
    await prefetchBillingSession(client);
    expect(requested).toHaveLength(5);
    expect(requested).toEqual(
      expect.arrayContaining([
        '/svc/payments/api/Payment?ownerId=21&subLedgerId=11',
        '/svc/payments/api/AutoDraft?portalEnabled=true',
        '/svc/payments/api/PaymentMethod',
        '/svc/payments/api/RecurringPayment',
        expect.stringMatching(
          /^\/svc\/payments\/api\/FuturePayment\?processed=false&scheduledDate\.after=\d{4}-\d{2}-\d{2}$/,
        ),
      ]),
    );
    expect(client.getQueryData(billingKeys.accounts(7))).toEqual([account]);
  });
});
