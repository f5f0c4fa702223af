/**
 * Whose data a cached read is: the signed-in user's id, or null while nobody is signed in (reads that
 * need a user wait until there is one). It is the first part of every query key, so a read cached for one
 * user is never served to another on the same tab.
 */
export type KeyOwner = number | null;

/** The areas of cached reads; each feature builds its keys on its area (`billing-keys.ts` and the like). */
export type QueryArea =
  | 'assistant'
  | 'billing'
  | 'board'
  | 'community'
  | 'documents'
  | 'messages'
  | 'profile'
  | 'requests'
  | 'staff'
  | 'session'
  | 'demo'
  | 'express-pay'
  | 'violations'
  | 'inspections';

/** The one way to build a query key: `[owner, area, ...rest]`; the owner cannot be left out. */
export function queryKey<const Rest extends readonly unknown[]>(
  owner: KeyOwner,
  area: QueryArea,
  ...rest: Rest
): readonly [KeyOwner, QueryArea, ...Rest] {
  return [owner, area, ...rest];
}
