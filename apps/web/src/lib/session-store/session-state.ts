import type { User } from '@hoa/contracts/auth';
import type { SubLedgerAccount } from '@hoa/contracts/billing';
import type { FlatProperty } from '@hoa/contracts/user-settings';
import { isRecord, optionalString } from '../persisted-store';

/** A portal-enabled sub-ledger (GET /Account?portalEnabled=true). */
export type SessionAccount = SubLedgerAccount;

/** SPEC §4 "Session". */
export interface SessionState {
  token: string | null;
  portalToken: string | null;
  /** Token of the express-pay link flow, used instead of a login. */
  epayToken: string | null;
  userId: number | null;
  user: User | null;
  isLoggedIn: boolean;
  /** The access token is being renewed with the portal token. */
  refreshing: boolean;
  pmbEnabled: boolean;
  accounts: SessionAccount[];
  properties: FlatProperty[];
  selectedPropertyId: number | null;
  selectedAssociationId: number | null;
  /** Column layouts per grid id (SPEC §2 "Grid screens"). */
  gridsColumnState: Record<string, unknown>;
  // SPEC §3's autoDraftEnrollments, paymentMethods, recurringPayments and futurePayments are billing's
  // query cache entries (features/billing/queries.ts), read after sign-in by the session prefetch.
}

export const initialSession: SessionState = {
  token: null,
  portalToken: null,
  epayToken: null,
  userId: null,
  user: null,
  isLoggedIn: false,
  refreshing: false,
  pmbEnabled: false,
  accounts: [],
  properties: [],
  selectedPropertyId: null,
  selectedAssociationId: null,
  gridsColumnState: {},
};

/** What survives a visit (SPEC §4); the theme lives in the association store. */
export type PersistedSession = Pick<
  SessionState,
  'token' | 'portalToken' | 'selectedPropertyId' | 'selectedAssociationId' | 'gridsColumnState'
>;

export function persistedPart(state: SessionState): PersistedSession {
  return {
    token: state.token,
    portalToken: state.portalToken,
    selectedPropertyId: state.selectedPropertyId,
    selectedAssociationId: state.selectedAssociationId,
    gridsColumnState: state.gridsColumnState,
  };
}

const optionalInteger = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** Reads a stored session; everything not kept between visits starts empty. */
export function restoredSession(raw: unknown): SessionState | null {
  if (!isRecord(raw)) return null;
  return {
    ...initialSession,
    token: optionalString(raw.token),
    portalToken: optionalString(raw.portalToken),
    // A stored token means logged in until the refresh says otherwise; none means logged out.
    isLoggedIn: optionalString(raw.token) !== null,
    selectedPropertyId: optionalInteger(raw.selectedPropertyId),
    selectedAssociationId: optionalInteger(raw.selectedAssociationId),
    gridsColumnState: isRecord(raw.gridsColumnState) ? raw.gridsColumnState : {},
  };
}

/** Logout clears token, portal token, user, properties, selected property and accounts (SPEC §4). */
export function loggedOut(state: SessionState): SessionState {
  return {
    ...state,
    token: null,
    portalToken: null,
    userId: null,
    user: null,
    isLoggedIn: false,
    refreshing: false,
    properties: [],
    selectedPropertyId: null,
    accounts: [],
  };
}
