import { authorize } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';

/**
 * The profile's {id} is an owner of record the caller acts for (a homeowner's own, or staff mimicking
 * them); anyone else, staff as themselves included, gets the same 404 as for an id that does not exist.
 */
export const authorizeOwner = (db: Db, principal: Principal, ownerId: number, action: 'read' | 'write') =>
  authorize(db, principal, { action, resource: { type: 'owner', id: ownerId } });
