/** What authorize() is asked about: the objects and the actions (no policy imports, so policies can use it). */

/**
 * Everything a route can ask about. To add a resource: add its shape here, write a policy in
 * policies/<resource>-policy.ts and add it to `policies` in authorize.ts (the compiler insists).
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
  /** An ARC request as the board sees it (votes, board discussion; chair: the decision). ADR 111. */
  | { type: 'arcRequest'; id: number; need: 'board' | 'chair' }
  /** The board area as a whole (lists across the boards one sits on): any board role somewhere. */
  | { type: 'boardArea' }
  /** A conversation of an owner with the management company (messages; the staff inbox). */
  | { type: 'conversation'; id: number }
  /** A user's rules-assistant thread (issue 16): its user's alone. */
  | { type: 'assistantThread'; id: number }
  /** An association's own books (issue 17): its board reads and approves; its staff enter. ADR 123. */
  | { type: 'associationBooks'; associationId: number; as: 'board' | 'staff' }
  /** An association's board to-do list (issue 18): its board members, or its staff. ADR 131. */
  | { type: 'boardTodos'; associationId: number; as: 'board' | 'staff' };

export type ResourceType = Resource['type'];
export type Action = 'read' | 'write';

export interface AuthorizationRequest {
  action: Action;
  resource: Resource;
}
