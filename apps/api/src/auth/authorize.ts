import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import { mimicForbidden } from './mimic';
import { accountPolicy } from './policies/account-policy';
import { associationPolicy } from './policies/association-policy';
import { conversationPolicy } from './policies/conversation-policy';
import { documentFolderPolicy, documentLibraryPolicy, documentPolicy } from './policies/document-policy';
import { homeownerRequestPolicy } from './policies/homeowner-request-policy';
import { loginPolicy } from './policies/login-policy';
import { ownerPolicy } from './policies/owner-policy';
import { paymentMethodPolicy } from './policies/payment-method-policy';
import type { Decision, Policy } from './policies/policy';
import { propertyPolicy } from './policies/property-policy';
import { mimicTargetPolicy, staffAreaPolicy } from './policies/staff-policy';
import { subLedgerPolicy } from './policies/sub-ledger-policy';
import { userPolicy } from './policies/user-policy';
import type { Principal } from './principal';

/**
 * Everything a route can ask about. To add a resource: add its shape here, write a policy in
 * policies/<resource>-policy.ts and add it to `policies` below (the compiler insists).
 */
export type Resource =
  | { type: 'user'; id: number }
  | { type: 'owner'; id: number }
  | { type: 'property'; id: number }
  | { type: 'account'; accountNumber: string; associationId: number }
  | { type: 'association'; id: number; need: 'member' | 'board' | 'chair' }
  /** A homeowner receivable sub-ledger (payments, ledger, statements). */
  | { type: 'subLedger'; id: number }
  | { type: 'paymentMethod'; id: number }
  /** The user's own sign-in details (password, login e-mail): never changed in mimic mode. */
  | { type: 'login'; userId: number }
  | { type: 'staffArea' }
  /** A homeowner a staff member wants to act as (mimic mode). */
  | { type: 'mimicTarget'; userId: number }
  /** An association's documents: read = browse/search, write = manage (board, staff). */
  | { type: 'documentLibrary'; associationId: number }
  | { type: 'documentFolder'; id: number; associationId: number }
  | { type: 'document'; id: number; associationId: number }
  /** A homeowner request (general, reservation, ARC) with its thread and attachments. */
  | { type: 'homeownerRequest'; id: number }
  /** A conversation of an owner with the management company (messages; the staff inbox). */
  | { type: 'conversation'; id: number };

export type ResourceType = Resource['type'];
export type Action = 'read' | 'write';

export interface AuthorizationRequest {
  action: Action;
  resource: Resource;
}

const policies: { [T in ResourceType]: Policy<Extract<Resource, { type: T }>> } = {
  user: userPolicy,
  owner: ownerPolicy,
  property: propertyPolicy,
  account: accountPolicy,
  association: associationPolicy,
  subLedger: subLedgerPolicy,
  paymentMethod: paymentMethodPolicy,
  login: loginPolicy,
  staffArea: staffAreaPolicy,
  mimicTarget: mimicTargetPolicy,
  documentLibrary: documentLibraryPolicy,
  documentFolder: documentFolderPolicy,
  document: documentPolicy,
  homeownerRequest: homeownerRequestPolicy,
  conversation: conversationPolicy,
};

/** What the policy decided, without throwing (for lists and the matrix tests). */
export async function decide(db: Db, principal: Principal, request: AuthorizationRequest): Promise<Decision> {
  const policy = policies[request.resource.type] as Policy<Resource>;
  return policy({ db, principal, action: request.action }, request.resource);
}

/**
 * The one answer to "may this principal do this to this object"; throws when not.
 * - 404 NOT_FOUND when the principal has no business knowing the object exists (another homeowner's
 *   user, owner, property or account; an association they do not belong to). Same answer as for an id
 *   that does not exist, so ids cannot be probed.
 * - 403 FORBIDDEN when the object is known to the principal but the action is not theirs (the board
 *   area of their own association without a board role; chair-only calls for a board member; the staff
 *   area for a homeowner; password changes in mimic mode).
 */
export async function authorize(db: Db, principal: Principal, request: AuthorizationRequest): Promise<void> {
  const decision = await decide(db, principal, request);
  if (decision.allowed) return;
  if (decision.deny === 'not-found') {
    throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  }
  if (decision.mimic) throw mimicForbidden(decision.reason);
  throw new AppError('FORBIDDEN', 'Forbidden', { detail: decision.reason });
}
