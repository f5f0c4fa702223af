/** The frame's navigation: every area of SPEC §2. Later issues hide what a user may not see. */
export interface NavItem {
  label: string;
  to: string;
  /** Current only on exactly this address, not on the pages below it. */
  end?: boolean;
}

export interface NavGroup {
  id: string;
  label: string;
  items: NavItem[];
}

export const navGroups: NavGroup[] = [
  { id: 'home', label: 'Home', items: [{ label: 'Dashboard', to: '/dashboard' }] },
  {
    id: 'billing',
    label: 'Billing',
    items: [
      { label: 'Make a payment', to: '/billing', end: true },
      { label: 'Account overview', to: '/billing/account-overview' },
      { label: 'Account history', to: '/billing/account-history' },
      { label: 'Manage payments', to: '/billing/manage-account' },
      { label: 'Auto-Draft', to: '/billing/auto-draft' },
      { label: 'Instant payment', to: '/billing/instant-payment' },
      { label: 'Payment disclosures', to: '/billing/payment-consent' },
      { label: 'Payment support', to: '/billing/support' },
    ],
  },
  {
    id: 'community',
    label: 'Community',
    items: [
      { label: 'Calendar', to: '/community/calendar' },
      { label: 'Directory', to: '/community/directory' },
      { label: 'Documents', to: '/community/documents' },
      { label: 'My requests', to: '/community/requests' },
      { label: 'New request', to: '/community/new-request' },
      { label: 'Help', to: '/community/help' },
      { label: 'FAQ', to: '/community/faq' },
    ],
  },
  {
    id: 'board',
    label: 'Board',
    items: [
      { label: 'ARC requests', to: '/board/arcs' },
      { label: 'To-do list', to: '/board/to-do-list' },
      { label: 'Homeowners', to: '/board/homeowners' },
      { label: 'Violations', to: '/board/violations' },
      { label: 'Inspections', to: '/board/inspections' },
      { label: 'Collections', to: '/board/collections' },
      { label: 'Work orders', to: '/board/work-orders' },
      { label: 'Invoices', to: '/board/invoices' },
      { label: 'Bank accounts', to: '/board/bank-accounts' },
      { label: 'Reports', to: '/board/reports' },
      { label: 'More items', to: '/board/more-items' },
    ],
  },
  {
    id: 'my',
    label: 'My account',
    items: [
      { label: 'Messages', to: '/my/messages' },
      { label: 'Profile settings', to: '/my/profile-settings' },
      { label: 'Log out', to: '/logout' },
    ],
  },
  {
    id: 'staff',
    label: 'Staff',
    items: [
      { label: 'Homeowner search', to: '/staff', end: true },
      { label: 'Homeowner messages', to: '/staff/messages' },
      { label: 'Homeowner requests', to: '/staff/requests' },
    ],
  },
];
