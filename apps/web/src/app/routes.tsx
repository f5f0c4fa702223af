import type { ComponentType } from 'react';
import { type RouteObject, replace } from 'react-router';
import { embedPrefix } from '../lib/embed-path';
import type { FeatureFlags } from '../lib/feature-flags';
import { requireLoginLoader } from '../lib/session/require-login';
import { legacyRedirectLoader } from './errors/legacy-redirect';
import { RootErrorBoundary, RouteErrorBoundary } from './errors/route-error-boundary';

/** A lazily loaded route: every page is its own chunk. */
function page(path: string, load: () => Promise<ComponentType>, children?: RouteObject[]): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }), ...(children ? { children } : {}) };
}

const boardRoutes = (): RouteObject[] => [
  page('board/arcs', () => import('../features/board/arc-requests-page').then((m) => m.ArcRequestsPage), [
    page(':id', () => import('../features/board/arc-request-page').then((m) => m.ArcRequestPage)),
  ]),
  page('board/bank-accounts', () =>
    import('../features/board/bank-accounts-page').then((m) => m.BankAccountsPage),
  ),
  page('board/collections', () =>
    import('../features/board/collections-page').then((m) => m.CollectionsPage),
  ),
  page('board/homeowners', () => import('../features/board/homeowners-page').then((m) => m.HomeownersPage)),
  page('board/inspections', () =>
    import('../features/board/inspections-page').then((m) => m.InspectionsPage),
  ),
  page('board/violations', () => import('../features/board/violations-page').then((m) => m.ViolationsPage)),
  page('board/invoices', () => import('../features/board/invoices-page').then((m) => m.InvoicesPage)),
  page('board/more-items', () => import('../features/board/more-items-page').then((m) => m.MoreItemsPage)),
  page('board/reports', () => import('../features/board/reports-page').then((m) => m.ReportsPage)),
  page('board/to-do-list', () => import('../features/board/to-do-list-page').then((m) => m.ToDoListPage)),
  page('board/work-orders', () => import('../features/board/work-orders-page').then((m) => m.WorkOrdersPage)),
];

const billingRoutes = (): RouteObject[] => [
  page('billing', () => import('../features/billing/billing-page').then((m) => m.BillingPage)),
  page('billing/manage-account', () =>
    import('../features/billing/manage-account-page').then((m) => m.ManageAccountPage),
  ),
  page('billing/payment-consent', () =>
    import('../features/billing/payment-consent-page').then((m) => m.PaymentConsentPage),
  ),
  page('billing/support', () =>
    import('../features/billing/payment-support-page').then((m) => m.PaymentSupportPage),
  ),
  page('billing/account-overview', () =>
    import('../features/billing/account-overview-page').then((m) => m.AccountOverviewPage),
  ),
  page('billing/account-history', () =>
    import('../features/billing/account-history-page').then((m) => m.AccountHistoryPage),
  ),
  page('billing/auto-draft', () =>
    import('../features/billing/auto-draft-page').then((m) => m.AutoDraftPage),
  ),
  page('billing/instant-payment', () =>
    import('../features/billing/instant-payment-page').then((m) => m.InstantPaymentPage),
  ),
];

const communityRoutes = (): RouteObject[] => {
  const documents = () => import('../features/community/documents-page').then((m) => m.DocumentsPage);
  return [
    page('community/calendar', () =>
      import('../features/community/calendar-page').then((m) => m.CalendarPage),
    ),
    page('community/directory', () =>
      import('../features/community/directory-page').then((m) => m.DirectoryPage),
    ),
    page('community/requests', () =>
      import('../features/requests/requests-page').then((m) => m.RequestsPage),
    ),
    page('community/new-request', () =>
      import('../features/requests/new-request-page').then((m) => m.NewRequestPage),
    ),
    page('community/documents/:id?', documents),
    page('community/documents/a/:associationId/f/:folderId?', documents),
    page('community/help', () => import('../features/community/help-page').then((m) => m.HelpPage)),
    page('community/faq', () => import('../features/community/faq-page').then((m) => m.FaqPage)),
  ];
};

const accountRoutes = (): RouteObject[] => [
  page('login/:clientId?', () => import('../features/account/login-page').then((m) => m.LoginPage)),
  page('logout', () => import('../features/account/logout-page').then((m) => m.LogoutPage)),
  page('forgot-login', () => import('../features/account/forgot-login-page').then((m) => m.ForgotLoginPage)),
  page('create-account', () =>
    import('../features/account/create-account-page').then((m) => m.CreateAccountPage),
  ),
  page('request-account', () =>
    import('../features/account/request-account-page').then((m) => m.RequestAccountPage),
  ),
  page('custom/:legacyAction', () => import('../features/community/custom-page').then((m) => m.CustomPage)),
  // beyond the spec: the embedded demo's outbox, so a new user can read a passcode (demo data only)
  page('demo/mailbox', () => import('../features/demo/demo-mailbox-page').then((m) => m.DemoMailboxPage)),
];

const myRoutes = (): RouteObject[] => [
  page('my/profile-settings', () =>
    import('../features/profile/profile-settings-page').then((m) => m.ProfileSettingsPage),
  ),
  page('my/messages', () => import('../features/messages/messages-page').then((m) => m.MessagesPage)),
  page('my/messages/:id', () => import('../features/messages/message-page').then((m) => m.MessagePage)),
];

const staffRoutes = (): RouteObject[] => [
  page('staff', () => import('../features/staff/staff-page').then((m) => m.StaffPage)),
  page('staff/messages', () => import('../features/messages/staff-inbox-page').then((m) => m.StaffInboxPage)),
  page('staff/messages/:id', () =>
    import('../features/messages/staff-conversation-page').then((m) => m.StaffConversationPage),
  ),
  page('staff/requests', () =>
    import('../features/requests/request-queue-page').then((m) => m.RequestQueuePage),
  ),
  page('staff/requests/:id', () =>
    import('../features/requests/staff-request-page').then((m) => m.StaffRequestPage),
  ),
];

/** The pages of the app frame; the main layout and the embed layout both hold them. */
function framePages(): RouteObject[] {
  return [
    // A pathless boundary inside the frame keeps header and navigation on screen when a page fails.
    {
      ErrorBoundary: RouteErrorBoundary,
      children: [
        ...accountRoutes(),
        // Everything else needs a login; the loader sends visitors to /login with the way back.
        {
          loader: requireLoginLoader,
          children: [
            page('dashboard', () => import('./dashboard/dashboard-page').then((m) => m.DashboardPage)),
            ...billingRoutes(),
            ...communityRoutes(),
            ...boardRoutes(),
            ...myRoutes(),
            ...staffRoutes(),
          ],
        },
      ],
    },
  ];
}

const notFound = () => import('../components/not-found-page').then((m) => m.NotFoundPage);

/**
 * Pages without the app frame that embedded pages may also link to. The sign-in handovers are here so the
 * embed single-sign-on address (/embed/auth/jwt) works inside another site's iframe.
 */
function standalonePages(): RouteObject[] {
  return [
    page('auth/jwt', () => import('../features/account/jwt-sign-in-page').then((m) => m.JwtSignInPage)),
    page('auth/sso', () => import('../features/account/sso-sign-in-page').then((m) => m.SsoSignInPage)),
    page('not-found', notFound),
    page('server-error', () => import('./errors/server-error-page').then((m) => m.ServerErrorPage)),
    page('board/arcs/:id/attachments', () =>
      import('../features/board/arc-attachments-page').then((m) => m.ArcAttachmentsPage),
    ),
    page('document/:associationId/:documentId/preview', () =>
      import('../features/community/document-preview-page').then((m) => m.DocumentPreviewPage),
    ),
    // Legacy addresses (/{Area}/{Action}/...) redirect; anything else shows not-found.
    { ...page('*', notFound), loader: legacyRedirectLoader },
  ];
}

const layout = {
  main: () => import('./layout/main-layout').then((m) => m.MainLayout),
  embed: () => import('./layout/embed-layout').then((m) => m.EmbedLayout),
  plain: () => import('./layout/default-layout').then((m) => m.DefaultLayout),
  expressPay: () => import('./layout/express-pay-layout').then((m) => m.ExpressPayLayout),
};

function expressPayRoutes(): RouteObject[] {
  return [
    {
      lazy: async () => ({ Component: await layout.expressPay() }),
      children: [
        page('epay/:strategy/:link', () =>
          import('../features/express-pay/express-pay-page').then((m) => m.ExpressPayPage),
        ),
        page('epay/:strategy/:link/confirmation', () =>
          import('../features/express-pay/express-pay-confirmation-page').then(
            (m) => m.ExpressPayConfirmationPage,
          ),
        ),
        page('epay/:strategy/:link/no-payment-needed', () =>
          import('../features/express-pay/no-payment-needed-page').then((m) => m.NoPaymentNeededPage),
        ),
      ],
    },
  ];
}

/** Shown while the first page's chunks load: nothing, to avoid a flash of placeholder content. */
function InitialLoad() {
  return null;
}

/** The one route table of SPEC §2. */
export function createRoutes(flags: FeatureFlags): RouteObject[] {
  return [
    {
      path: '/',
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: InitialLoad,
      children: [
        { lazy: async () => ({ Component: await layout.main() }), children: framePages() },
        {
          path: embedPrefix.slice(1),
          lazy: async () => ({ Component: await layout.embed() }),
          children: [
            { index: true, loader: () => replace(`${embedPrefix}/dashboard`) },
            ...framePages(),
            ...standalonePages(),
          ],
        },
        ...(flags.expressPay ? expressPayRoutes() : []),
        {
          lazy: async () => ({ Component: await layout.plain() }),
          children: [{ index: true, loader: () => replace('/dashboard') }, ...standalonePages()],
        },
      ],
    },
  ];
}
