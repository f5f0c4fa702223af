import type { ComponentType } from 'react';
import { type RouteObject, replace } from 'react-router';
import { embedPrefix } from '../lib/embed-path';
import type { FeatureFlags } from '../lib/feature-flags';
import { type PageId, type PageInfo, pages, pathOf } from '../lib/pages';
import { requireLoginLoader } from '../lib/session/require-login';
import { sessionStore } from '../lib/session-store/session-store';
import { legacyRedirectLoader } from './errors/legacy-redirect';
import { RootErrorBoundary, RouteErrorBoundary } from './errors/route-error-boundary';

type Load = () => Promise<ComponentType>;

/** Each page's component, loaded lazily: every page is its own chunk. */
const components: Record<PageId, Load> = {
  dashboard: () => import('./dashboard/dashboard-page').then((m) => m.DashboardPage),
  billing: () => import('../features/billing/billing-page').then((m) => m.BillingPage),
  accountOverview: () =>
    import('../features/billing/account-overview-page').then((m) => m.AccountOverviewPage),
  accountHistory: () => import('../features/billing/account-history-page').then((m) => m.AccountHistoryPage),
  manageAccount: () => import('../features/billing/manage-account-page').then((m) => m.ManageAccountPage),
  paymentLinks: () => import('../features/billing/payment-links-page').then((m) => m.PaymentLinksPage),
  autoDraft: () => import('../features/billing/auto-draft-page').then((m) => m.AutoDraftPage),
  instantPayment: () => import('../features/billing/instant-payment-page').then((m) => m.InstantPaymentPage),
  paymentConsent: () => import('../features/billing/payment-consent-page').then((m) => m.PaymentConsentPage),
  paymentSupport: () => import('../features/billing/payment-support-page').then((m) => m.PaymentSupportPage),
  calendar: () => import('../features/community/calendar-page').then((m) => m.CalendarPage),
  directory: () => import('../features/community/directory-page').then((m) => m.DirectoryPage),
  // the documents and the new-request form hold the assistant's panel, composed in app/ (features stay apart)
  documents: () => import('./assistant/documents-with-assistant').then((m) => m.DocumentsWithAssistant),
  associationDocuments: () =>
    import('./assistant/documents-with-assistant').then((m) => m.DocumentsWithAssistant),
  assistant: () => import('../features/assistant/assistant-page').then((m) => m.AssistantPage),
  requests: () => import('../features/requests/requests-page').then((m) => m.RequestsPage),
  myViolations: () => import('../features/violations/my-violations-page').then((m) => m.MyViolationsPage),
  newRequest: () => import('./assistant/new-request-with-assistant').then((m) => m.NewRequestWithAssistant),
  help: () => import('../features/community/help-page').then((m) => m.HelpPage),
  faq: () => import('../features/community/faq-page').then((m) => m.FaqPage),
  customPages: () => import('../features/community/custom-pages-page').then((m) => m.CustomPagesPage),
  customPage: () => import('../features/community/custom-page').then((m) => m.CustomPage),
  arcRequests: () => import('../features/board/arc-requests-page').then((m) => m.ArcRequestsPage),
  arcRequest: () => import('../features/board/arc-request-page').then((m) => m.ArcRequestPage),
  toDoList: () => import('../features/board/to-do-list-page').then((m) => m.ToDoListPage),
  homeowners: () => import('../features/board/homeowners-page').then((m) => m.HomeownersPage),
  violations: () => import('../features/board/violations-page').then((m) => m.ViolationsPage),
  inspections: () => import('../features/board/inspections-page').then((m) => m.InspectionsPage),
  collections: () => import('../features/board/collections-page').then((m) => m.CollectionsPage),
  workOrders: () => import('../features/board/work-orders-page').then((m) => m.WorkOrdersPage),
  invoices: () => import('../features/board/invoices-page').then((m) => m.InvoicesPage),
  bankAccounts: () => import('../features/board/bank-accounts-page').then((m) => m.BankAccountsPage),
  reports: () => import('../features/board/reports-page').then((m) => m.ReportsPage),
  moreItems: () => import('../features/board/more-items-page').then((m) => m.MoreItemsPage),
  messages: () => import('../features/messages/messages-page').then((m) => m.MessagesPage),
  message: () => import('../features/messages/message-page').then((m) => m.MessagePage),
  profileSettings: () =>
    import('../features/profile/profile-settings-page').then((m) => m.ProfileSettingsPage),
  login: () => import('../features/account/login-page').then((m) => m.LoginPage),
  logout: () => import('../features/account/logout-page').then((m) => m.LogoutPage),
  forgotLogin: () => import('../features/account/forgot-login-page').then((m) => m.ForgotLoginPage),
  createAccount: () => import('../features/account/create-account-page').then((m) => m.CreateAccountPage),
  requestAccount: () => import('../features/account/request-account-page').then((m) => m.RequestAccountPage),
  demoMailbox: () => import('../features/demo/demo-mailbox-page').then((m) => m.DemoMailboxPage),
  staff: () => import('../features/staff/staff-page').then((m) => m.StaffPage),
  staffMessages: () => import('../features/messages/staff-inbox-page').then((m) => m.StaffInboxPage),
  staffMessage: () =>
    import('../features/messages/staff-conversation-page').then((m) => m.StaffConversationPage),
  staffRequests: () => import('../features/requests/request-queue-page').then((m) => m.RequestQueuePage),
  staffRequest: () => import('../features/requests/staff-request-page').then((m) => m.StaffRequestPage),
  staffVendorInvoices: () =>
    import('../features/staff/vendor-invoices/vendor-invoices-page').then((m) => m.VendorInvoicesPage),
  staffTodos: () => import('../features/staff/todos/staff-todos-page').then((m) => m.StaffTodosPage),
  staffViolations: () =>
    import('../features/staff/violations/staff-violations-page').then((m) => m.StaffViolationsPage),
  staffInspections: () =>
    import('../features/staff/inspections/staff-inspections-page').then((m) => m.StaffInspectionsPage),
  staffAuditLog: () => import('../features/staff/audit/audit-log-page').then((m) => m.AuditLogPage),
  staffWorkOrders: () =>
    import('../features/board/work-orders/staff-work-orders-page').then((m) => m.StaffWorkOrdersPage),
  staffBooks: () => import('../features/staff/books/staff-books-page').then((m) => m.StaffBooksPage),
  staffAssistantQuestions: () =>
    import('../features/assistant/unanswered-page').then((m) => m.UnansweredPage),
  jwtSignIn: () => import('../features/account/jwt-sign-in-page').then((m) => m.JwtSignInPage),
  ssoSignIn: () => import('../features/account/sso-sign-in-page').then((m) => m.SsoSignInPage),
  notFound: () => import('../components/not-found-page').then((m) => m.NotFoundPage),
  serverError: () => import('./errors/server-error-page').then((m) => m.ServerErrorPage),
  arcAttachments: () => import('../features/board/arc-attachments-page').then((m) => m.ArcAttachmentsPage),
  documentPreview: () =>
    import('../features/community/document-preview-page').then((m) => m.DocumentPreviewPage),
  expressPay: () => import('../features/express-pay/express-pay-page').then((m) => m.ExpressPayPage),
  expressPayConfirmation: () =>
    import('../features/express-pay/express-pay-confirmation-page').then((m) => m.ExpressPayConfirmationPage),
  noPaymentNeeded: () =>
    import('../features/express-pay/no-payment-needed-page').then((m) => m.NoPaymentNeededPage),
};

/** Pages shown inside another page's outlet (an opened ARC request replaces the list): child → parent. */
const nestedIn: Partial<Record<PageId, PageId>> = { arcRequest: 'arcRequests' };

const entries = Object.entries(pages) as [PageId, PageInfo][];

/** A lazily loaded route for a page; `handle.page` names it (tests and breadcrumbs read it). */
function pageRoute(id: PageId, path: string = pages[id].route): RouteObject {
  const children = entries
    .filter(([child]) => nestedIn[child] === id)
    .map(([child, info]) => pageRoute(child, info.route.slice(pages[id].route.length + 1)));
  const load = components[id];
  return {
    path,
    handle: { page: id },
    lazy: async () => ({ Component: await load() }),
    ...(children.length > 0 ? { children } : {}),
  };
}

const routesOf = (layout: PageInfo['layout'], signedIn: boolean) =>
  entries
    .filter(([id, info]) => info.layout === layout && nestedIn[id] === undefined)
    .filter(([, info]) => (info.audience !== 'public') === signedIn)
    .map(([id]) => pageRoute(id));

/** The pages of the app frame; the main layout and the embed layout both hold them. */
function framePages(): RouteObject[] {
  return [
    // A pathless boundary inside the frame keeps header and navigation on screen when a page fails.
    {
      ErrorBoundary: RouteErrorBoundary,
      children: [
        ...routesOf('frame', false),
        // Everything else needs a login; the loader sends visitors to /login with the way back. It runs on
        // every navigation, not only on entering the group: a session can end without leaving it (mimic exit).
        { loader: requireLoginLoader, shouldRevalidate: () => true, children: routesOf('frame', true) },
      ],
    },
  ];
}

/**
 * Pages without the app frame that embedded pages may also link to. The sign-in handovers are here so the
 * embed single-sign-on address (/embed/auth/jwt) works inside another site's iframe.
 */
function standalonePages(): RouteObject[] {
  return [
    ...routesOf('standalone', false),
    // signed-in pages without the frame: the same login check, and the session restored as in the frame
    {
      loader: requireLoginLoader,
      shouldRevalidate: () => true,
      lazy: async () => ({ Component: await layout.signedInOutlet() }),
      children: routesOf('standalone', true),
    },
    // Legacy addresses (/{Area}/{Action}/...) redirect; anything else shows not-found.
    { ...pageRoute('notFound', '*'), loader: legacyRedirectLoader },
  ];
}

/** A signed-in start renders its frame at once, its code loaded with the layout's (ADR 136). */
const signedIn = () => sessionStore.get().isLoggedIn;

const layout = {
  main: () =>
    import('./layout/main-layout').then(async (m) => {
      if (signedIn()) await m.preloadAppFrame();
      return m.MainLayout;
    }),
  embed: () =>
    import('./layout/embed-layout').then(async (m) => {
      if (signedIn()) await m.preloadSignedInFrame();
      return m.EmbedLayout;
    }),
  plain: () => import('./layout/default-layout').then((m) => m.DefaultLayout),
  signedInOutlet: () => import('./layout/signed-in-outlet').then((m) => m.SignedInOutlet),
  expressPay: () => import('./layout/express-pay-layout').then((m) => m.ExpressPayLayout),
};

function expressPayRoutes(): RouteObject[] {
  return [
    {
      lazy: async () => ({ Component: await layout.expressPay() }),
      children: routesOf('express-pay', false),
    },
  ];
}

/** Shown while the first page's chunks load: nothing, to avoid a flash of placeholder content. */
function InitialLoad() {
  return null;
}

/** The one route table of SPEC §2, built from the page list (lib/pages.ts). */
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
            { index: true, loader: () => replace(`${embedPrefix}${pathOf('dashboard')}`) },
            ...framePages(),
            ...standalonePages(),
          ],
        },
        ...(flags.expressPay ? expressPayRoutes() : []),
        {
          lazy: async () => ({ Component: await layout.plain() }),
          children: [{ index: true, loader: () => replace(pathOf('dashboard')) }, ...standalonePages()],
        },
      ],
    },
  ];
}
