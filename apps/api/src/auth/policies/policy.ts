import type { Db } from '../../db/database';
import { isMimic } from '../mimic';
import type { Principal } from '../principal';
import type { Action } from '../resource';

export type Decision =
  | { allowed: true }
  | { allowed: false; deny: 'not-found' }
  | { allowed: false; deny: 'forbidden'; reason: string; mimic?: boolean };

export interface PolicyContext {
  db: Db;
  principal: Principal;
  action: Action;
}

export type Policy<R> = (context: PolicyContext, resource: R) => Promise<Decision>;

export const allow: Decision = { allowed: true };
export const notFound: Decision = { allowed: false, deny: 'not-found' };
export const forbidden = (reason: string, options: { mimic?: boolean } = {}): Decision => ({
  allowed: false,
  deny: 'forbidden',
  reason,
  ...options,
});

/**
 * Staff reach homeowner data only by mimicking the homeowner (then the principal *is* the homeowner,
 * with the staff member as actor); a staff principal itself owns no homeowner data.
 */
export const isStaffActingAsSelf = (principal: Principal) => principal.isStaff && !isMimic(principal);
