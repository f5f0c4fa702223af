/** The five service clients of SPEC §7 and where the single-process deployment mounts them. */
export const serviceNames = ['users', 'associations', 'actionItems', 'payments', 'expressPay'] as const;
export type ServiceName = (typeof serviceNames)[number];

export const defaultServiceBases: Record<ServiceName, string> = {
  users: '/svc/users',
  associations: '/svc/associations',
  actionItems: '/svc/action-items',
  payments: '/svc/payments',
  expressPay: '/svc/express-pay',
};

/** Every client adds this prefix to its base address. */
export const apiPrefix = '/api';

/** Runtime configuration the server hands to the SPA (in a meta tag of index.html). */
export interface PublicConfig {
  serviceBases: Record<ServiceName, string>;
  demo: boolean;
  /** Customers (management company codes) with the pmb feature; ['all'] turns it on for everyone (SPEC §4). */
  pmbCustomers: string[];
  /** The company code to use when the address carries none: set when the deployment serves one company. */
  defaultClientId: string | null;
  /** The support site the help page links to (HELP_CENTER_URL); null: the help page offers no such link. */
  helpCenterUrl: string | null;
}

export const publicConfigMetaName = 'portal-config';
