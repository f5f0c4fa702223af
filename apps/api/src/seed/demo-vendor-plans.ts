import type { Random } from './random';

/** An expense account of a demo association: `expense_<slug>`, its name and its share of the budget. */
export interface DemoExpenseAccount {
  slug: string;
  name: string;
}

/**
 * A vendor that bills a demo association: which account its invoices go to, on which day of the
 * month, and what it bills in a month (1–12), in Meadowbrook-sized cents (scaled for the others), or
 * null for no invoice that month.
 */
export interface DemoVendorPlan {
  name: string;
  email: string;
  phone: string;
  account: string;
  day: number;
  /** Associations it does not work for (no snow in Scottsdale). */
  notFor?: readonly string[];
  bill: (month: number, random: Random) => number | null;
}

export const demoExpenseAccounts: readonly DemoExpenseAccount[] = [
  { slug: 'landscaping', name: 'Landscaping' },
  { slug: 'utilities', name: 'Utilities' },
  { slug: 'insurance', name: 'Insurance' },
  { slug: 'management', name: 'Management fees' },
  { slug: 'pool', name: 'Pool maintenance' },
  { slug: 'snow_removal', name: 'Snow removal' },
  { slug: 'repairs', name: 'Repairs and maintenance' },
  { slug: 'legal', name: 'Legal and professional' },
];

const between = (random: Random, low: number, high: number) => random.int(low / 100, high / 100) * 100;

export const demoVendorPlans: readonly DemoVendorPlan[] = [
  {
    name: 'GreenScape Landscaping',
    email: 'billing@greenscape.example',
    phone: '7175550142',
    account: 'landscaping',
    day: 3,
    bill: (month) => (month >= 4 && month <= 11 ? 240_000 : null),
  },
  {
    name: 'Penn Valley Utilities',
    email: 'accounts@pennvalley.example',
    phone: '7175550188',
    account: 'utilities',
    day: 8,
    bill: (month, random) => between(random, month >= 6 && month <= 8 ? 90_000 : 62_000, 112_000),
  },
  {
    name: 'Keystone Mutual Insurance',
    email: 'premiums@keystonemutual.example',
    phone: '7175550107',
    account: 'insurance',
    day: 2,
    bill: (month) => (month % 3 === 1 ? 315_000 : null),
  },
  {
    name: 'Evergreen Community Management',
    email: 'ar@evergreen.example',
    phone: '7175550100',
    account: 'management',
    day: 1,
    bill: () => 150_000,
  },
  {
    name: 'Blue Wave Pool Services',
    email: 'office@bluewavepools.example',
    phone: '7175550163',
    account: 'pool',
    day: 10,
    bill: (month) => (month >= 5 && month <= 9 ? 85_000 : null),
  },
  {
    name: 'Northpoint Snow & Ice',
    email: 'dispatch@northpointsnow.example',
    phone: '7175550129',
    account: 'snow_removal',
    day: 12,
    notFor: ['sunset-ridge'],
    bill: (month, random) => (month === 12 || month <= 3 ? between(random, 90_000, 180_000) : null),
  },
  {
    name: 'Harmon Building Repair',
    email: 'invoices@harmonrepair.example',
    phone: '7175550175',
    account: 'repairs',
    day: 18,
    bill: (_month, random) => (random.chance(0.35) ? between(random, 30_000, 250_000) : null),
  },
  {
    name: 'Miller & Shaw, Attorneys',
    email: 'billing@millershaw.example',
    phone: '7175550151',
    account: 'legal',
    day: 20,
    bill: (_month, random) => (random.chance(0.12) ? between(random, 40_000, 120_000) : null),
  },
];

/** Meadowbrook's monthly transfer from operating to reserve cash, and its opening balances (cents). */
export const demoReserveTransfer = 300_000;
export const demoOpeningBalances = { operating: 3_800_000, reserve: 14_500_000 };
/** Meadowbrook's monthly assessment income (50 homes × $240): the others are scaled to theirs. */
export const demoScaleBase = 1_200_000;
