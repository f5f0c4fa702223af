import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import { mimicForbidden } from './mimic';
import { accountPolicy } from './policies/account-policy';
import { arcRequestPolicy, boardAreaPolicy } from './policies/arc-request-policy';
import { assistantThreadPolicy } from './policies/assistant-thread-policy';
import { associationBooksPolicy } from './policies/association-books-policy';
import { associationPolicy } from './policies/association-policy';
import { boardTodosPolicy } from './policies/board-todo-policy';
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
import type { AuthorizationRequest, Resource, ResourceType } from './resource';

export type { Action, AuthorizationRequest, Resource, ResourceType } from './resource';

const policies: { [T in ResourceType]: Policy<Extract<Resource, { type: T }>> } = {
  user: userPolicy,
  owner: ownerPolicy,
  property: propertyPolicy,
  account: accountPolicy,
  association: associationPolicy,
  assistantThread: assistantThreadPolicy,
  subLedger: subLedgerPolicy,
  paymentMethod: paymentMethodPolicy,
  login: loginPolicy,
  staffArea: staffAreaPolicy,
  mimicTarget: mimicTargetPolicy,
  documentLibrary: documentLibraryPolicy,
  documentFolder: documentFolderPolicy,
  document: documentPolicy,
  homeownerRequest: homeownerRequestPolicy,
  arcRequest: arcRequestPolicy,
  boardArea: boardAreaPolicy,
  conversation: conversationPolicy,
  associationBooks: associationBooksPolicy,
  boardTodos: boardTodosPolicy,
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
