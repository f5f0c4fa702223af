/**
 * Legacy URL redirects of SPEC §2, reached as /{Area}/{Action}[/{rest}].
 * One table serves the server (HTTP 301 before any JavaScript) and the SPA (in-app links).
 */
export const legacyAreas = ['Homeowner_v2', 'Payments_v2', 'Home_v2', 'Board_v2', 'Custom_v2'] as const;
export type LegacyArea = (typeof legacyAreas)[number];

/** A target is a fixed path, or a function of the trailing value (`rest`, '' when absent). */
type Target = string | ((rest: string) => string);

const withRest = (base: string) => (rest: string) => (rest ? `${base}/${rest}` : base);

const newRequest = '/community/new-request';
const billing = '/billing';
const autoDraft = '/billing/auto-draft';
const calendar = '/community/calendar';
const documents = withRest('/community/documents');

const homeowner: Record<string, Target> = {
  SubmitRequest: newRequest,
  GeneralRequest: newRequest,
  ReservationRequest: newRequest,
  Billing: billing,
  MakePayment: billing,
  CCPayment: billing,
  RecurringPayments: billing,
  MakeRecurringPayments: billing,
  Messages: (rest) => (rest ? `/my/messages/${rest}` : '/community/requests'),
  ContactInfo: '/my/profile-settings',
  MyLogin: '/my/profile-settings',
  Directory: '/community/directory',
  OwnerDashboard: '/dashboard',
  AutoDraftEnrollment: autoDraft,
  AutoDraftForm: autoDraft,
  Help: '/community/help',
  Documents: documents,
  ResourceCalendar: calendar,
  Calendar: calendar,
  FAQ: '/community/faq',
  ArcRequest: '/board/arcs',
};

const table: Record<LegacyArea, Record<string, Target>> = {
  Homeowner_v2: homeowner,
  Payments_v2: {
    CCPayment: billing,
    MakePayment: billing,
    eCheck: billing,
    RecurringPayments: billing,
    MakeRecurringPayment: billing,
    AutoDraftEnrollment: autoDraft,
    AutoDraftForm: autoDraft,
  },
  Home_v2: {
    Login: '/login',
    SignUp: '/create-account',
    Registration: '/request-account',
    ForgotPassword: '/forgot-login',
    Documents: documents,
    FAQ: '/community/faq',
    Help: '/community/help',
    ResourceCalendar: calendar,
    Calendar: calendar,
  },
  Board_v2: {
    ToDoList: '/board/to-do-list',
    HomeownerList: '/board/homeowners',
    Inspections: '/board/inspections',
    ActionItems_Collections: '/board/collections',
    ActionItems_Violations: '/board/violations',
    ActionItems_ARC: '/board/arcs',
    ActionItems_WorkOrders: '/board/work-orders',
    ActionItems_Invoices: '/board/invoices',
    BankAccounts: '/board/bank-accounts',
    Reports: '/board/reports',
  },
  Custom_v2: {},
};

const lower = (record: Record<string, Target>) =>
  new Map(Object.entries(record).map(([action, target]) => [action.toLowerCase(), target] as const));

const lookup = new Map(legacyAreas.map((area) => [area.toLowerCase(), lower(table[area])] as const));

/**
 * The modern path for a legacy one, or null when `pathname` is not a legacy URL.
 * Matching is case-insensitive; `search` ("?a=1" or "") is kept as it is.
 */
export function resolveLegacyRedirect(pathname: string, search = ''): string | null {
  const [areaSegment, actionSegment, ...restSegments] = pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (!areaSegment) return null;
  const area = areaSegment.toLowerCase();
  const actions = lookup.get(area);
  if (!actions) return null;
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  if (area === 'custom_v2') {
    if (!actionSegment) return `/custom${query}`;
    return `/custom/${[actionSegment, ...restSegments].join('/')}${query}`;
  }
  if (!actionSegment) return null;
  const target = actions.get(actionSegment.toLowerCase());
  if (target === undefined) return null;
  const rest = restSegments.filter(Boolean).join('/');
  const path = typeof target === 'string' ? target : target(rest);
  return `${path}${query}`;
}
