/**
 * Every page of the app (SPEC §2) in one place: its route, address, title, who it is for and where the
 * menu lists it. The route table, the navigation, the frames and the tests all read it.
 */

/** Who a page is for: visitors too ('public'), every signed-in user ('homeowner'), board members, staff. */
export type Audience = 'public' | 'homeowner' | 'board' | 'staff';

/** The menu's groups, in menu order. */
export const menuGroups = [
  { id: 'home', label: 'Home' },
  { id: 'billing', label: 'Billing' },
  { id: 'community', label: 'Community' },
  { id: 'board', label: 'Board' },
  { id: 'my', label: 'My account' },
  { id: 'staff', label: 'Staff' },
] as const;
export type MenuGroupId = (typeof menuGroups)[number]['id'];

/**
 * 'frame': in the app frame, at / and /embed; 'standalone': without it, at / and /embed;
 * 'express-pay': the express-pay layout (behind its build flag).
 */
export type PageLayout = 'frame' | 'standalone' | 'express-pay';

export interface PageInfo {
  /** The route pattern below / (and /embed), in react-router's syntax. */
  route: string;
  /** Its address, for pages whose route has no parameters (or only optional ones). */
  path?: string;
  title: string;
  audience: Audience;
  layout: PageLayout;
  /** Listed in the menu's group, with its own label when the title does not fit there. */
  menu?: { group: MenuGroupId; label?: string; end?: boolean };
  /** A sign-in page: it keeps the light public frame even once signed in. */
  signIn?: boolean;
}

const frame = (
  route: string,
  title: string,
  audience: Audience,
  extra: Partial<PageInfo> = {},
): PageInfo => ({
  route,
  path: route.includes(':') ? undefined : `/${route}`,
  title,
  audience,
  layout: 'frame',
  ...extra,
});

const standalone = (route: string, title: string, audience: Audience): PageInfo => ({
  route,
  title,
  audience,
  layout: 'standalone',
});

const expressPay = (route: string, title: string): PageInfo => ({
  route,
  title,
  audience: 'public',
  layout: 'express-pay',
});

const inMenu = (group: MenuGroupId, more: { label?: string; end?: boolean } = {}) => ({
  menu: { group, ...more },
});

/** In menu order within each group. */
export const pages = {
  dashboard: frame('dashboard', 'Dashboard', 'homeowner', inMenu('home')),

  billing: frame('billing', 'Make a payment', 'homeowner', inMenu('billing', { end: true })),
  accountOverview: frame('billing/account-overview', 'Account overview', 'homeowner', inMenu('billing')),
  accountHistory: frame('billing/account-history', 'Account history', 'homeowner', inMenu('billing')),
  manageAccount: frame('billing/manage-account', 'Manage payments', 'homeowner', inMenu('billing')),
  // beyond the spec (issue 15, ADR 121): the account's express-pay links, sent, listed and withdrawn
  paymentLinks: frame('billing/payment-links', 'Payment links', 'homeowner', inMenu('billing')),
  autoDraft: frame('billing/auto-draft', 'Auto-Draft', 'homeowner', inMenu('billing')),
  instantPayment: frame('billing/instant-payment', 'Instant payment', 'homeowner', inMenu('billing')),
  paymentConsent: frame('billing/payment-consent', 'Payment disclosures', 'homeowner', inMenu('billing')),
  paymentSupport: frame('billing/support', 'Payment support', 'homeowner', inMenu('billing')),

  calendar: frame('community/calendar', 'Calendar', 'homeowner', inMenu('community')),
  directory: frame('community/directory', 'Directory', 'homeowner', inMenu('community')),
  documents: frame('community/documents/:id?', 'Documents', 'homeowner', {
    path: '/community/documents',
    ...inMenu('community'),
  }),
  // issue 16: questions about the association's rules, answered from its documents
  assistant: frame('assistant/:threadId?', 'Rules assistant', 'homeowner', {
    path: '/assistant',
    ...inMenu('community'),
  }),
  associationDocuments: frame('community/documents/a/:associationId/f/:folderId?', 'Documents', 'homeowner'),
  // its text is the signed-in user's association's: a visitor is asked to sign in and comes back here
  customPage: frame('custom/:legacyAction', 'Community page', 'homeowner'),
  requests: frame('community/requests', 'My requests', 'homeowner', inMenu('community')),
  newRequest: frame('community/new-request', 'New request', 'homeowner', inMenu('community')),
  myViolations: frame('community/violations', 'My violations', 'homeowner', inMenu('community')),
  help: frame('community/help', 'Help', 'homeowner', inMenu('community')),
  faq: frame('community/faq', 'FAQ', 'homeowner', inMenu('community')),
  customPages: frame('custom', 'Community pages', 'homeowner', inMenu('community')),

  arcRequests: frame('board/arcs', 'ARC requests', 'board', inMenu('board')),
  arcRequest: frame('board/arcs/:id', 'ARC request', 'board'),
  toDoList: frame('board/to-do-list', 'To-do list', 'board', inMenu('board')),
  homeowners: frame('board/homeowners', 'Homeowners', 'board', inMenu('board')),
  violations: frame('board/violations', 'Violations', 'board', inMenu('board')),
  inspections: frame('board/inspections', 'Inspections', 'board', inMenu('board')),
  collections: frame('board/collections', 'Collections', 'board', inMenu('board')),
  workOrders: frame('board/work-orders', 'Work orders', 'board', inMenu('board')),
  invoices: frame('board/invoices', 'Invoices', 'board', inMenu('board')),
  bankAccounts: frame('board/bank-accounts', 'Bank accounts', 'board', inMenu('board')),
  reports: frame('board/reports', 'Reports', 'board', inMenu('board')),
  moreItems: frame('board/more-items', 'More items', 'board', inMenu('board')),

  messages: frame('my/messages', 'Messages', 'homeowner', inMenu('my')),
  message: frame('my/messages/:id', 'Message', 'homeowner'),
  profileSettings: frame('my/profile-settings', 'Profile settings', 'homeowner', inMenu('my')),

  login: frame('login/:clientId?', 'Log in', 'public', { path: '/login', signIn: true }),
  logout: frame('logout', 'Logged out', 'public', { signIn: true, ...inMenu('my', { label: 'Log out' }) }),
  forgotLogin: frame('forgot-login', 'Reset your password', 'public', { signIn: true }),
  createAccount: frame('create-account', 'Create an account', 'public', { signIn: true }),
  requestAccount: frame('request-account', 'Request an account', 'public', { signIn: true }),
  // beyond the spec: the embedded demo's outbox, so a new user can read a passcode (demo data only)
  demoMailbox: frame('demo/mailbox', 'Demo mailbox', 'public'),

  staff: frame('staff', 'Staff', 'staff', inMenu('staff', { label: 'Homeowner search', end: true })),
  staffMessages: frame('staff/messages', 'Homeowner messages', 'staff', inMenu('staff')),
  staffMessage: frame('staff/messages/:id', 'Homeowner message', 'staff'),
  staffRequests: frame('staff/requests', 'Homeowner requests', 'staff', inMenu('staff')),
  staffRequest: frame('staff/requests/:id', 'Homeowner request', 'staff'),
  staffAuditLog: frame('staff/audit-log', 'Audit log', 'staff', inMenu('staff')),
  staffBooks: frame('staff/books', 'Association books', 'staff', inMenu('staff')),
  // issue 17: an association's vendors, their invoices (with the PDF) and payments, the approval rules
  staffVendorInvoices: frame('staff/vendor-invoices', 'Vendor invoices', 'staff', inMenu('staff')),
  staffTodos: frame('staff/to-dos', 'Board to-dos', 'staff', inMenu('staff')),
  staffWorkOrders: frame('staff/work-orders', 'Work orders', 'staff', inMenu('staff')),
  staffViolations: frame('staff/violations', 'Violations', 'staff', inMenu('staff')),
  staffInspections: frame('staff/inspections', 'Inspections', 'staff', inMenu('staff')),
  staffAssistantQuestions: frame(
    'staff/assistant-questions',
    'Unanswered questions',
    'staff',
    inMenu('staff'),
  ),

  jwtSignIn: standalone('auth/jwt', 'Signing in', 'public'),
  ssoSignIn: standalone('auth/sso', 'Signing in', 'public'),
  notFound: standalone('not-found', 'Page not found', 'public'),
  serverError: standalone('server-error', 'Server error', 'public'),
  arcAttachments: standalone('board/arcs/:id/attachments', 'ARC request attachments', 'board'),
  // in the app frame (menu, banner) with a way back to the folder, embedded or not
  documentPreview: frame('document/:associationId/:documentId/preview', 'Document', 'homeowner'),

  expressPay: expressPay('epay/:strategy/:link', 'Express payment'),
  expressPayConfirmation: expressPay('epay/:strategy/:link/confirmation', 'Payment confirmation'),
  noPaymentNeeded: expressPay('epay/:strategy/:link/no-payment-needed', 'No payment needed'),
} as const satisfies Record<string, PageInfo>;

export type PageId = keyof typeof pages;

/**
 * The board pages a narrow screen's menu keeps (issue 18); the board's other pages are reached through
 * More items there, which lists them with their counts (wide screens list them all, without More items).
 */
export const boardPagesOnNarrowMenu: readonly PageId[] = ['arcRequests', 'toDoList', 'moreItems'];

/** The address of a page without route parameters. */
export function pathOf(id: PageId): string {
  const { path, route } = pages[id] as PageInfo;
  if (path === undefined) throw new Error(`The page ${id} (${route}) needs parameters`);
  return path;
}

/** What the signed-in user may see of the role-bound areas. */
export interface Access {
  isBoardMember: boolean;
  isStaff: boolean;
}

/** Whether the menu offers a page to this user: board pages to board members, staff pages to staff. */
export function offers(audience: Audience, access: Access): boolean {
  if (audience === 'board') return access.isBoardMember;
  if (audience === 'staff') return access.isStaff;
  return true;
}
