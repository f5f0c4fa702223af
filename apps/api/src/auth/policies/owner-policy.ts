import { userActsForOwner } from './owner-links';
import { allow, isStaffActingAsSelf, notFound, type Policy } from './policy';

/** An owner of record is reachable by the logins linked to it. */
export const ownerPolicy: Policy<{ type: 'owner'; id: number }> = async ({ db, principal }, resource) => {
  if (isStaffActingAsSelf(principal)) return notFound;
  return (await userActsForOwner(db, principal.userId, resource.id)) ? allow : notFound;
};
