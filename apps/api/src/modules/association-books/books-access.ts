import { recordIdParam } from '@hoa/contracts/request-fields';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';

/** `/…/Associations/:associationId/…`: the association whose books a call reads or writes. */
export const associationParams = z.object({ associationId: recordIdParam });

/** The books of one association, from the board's or the staff's side (404/403 as the policy says). */
export const authorizeBooks = (
  db: Db,
  principal: Principal,
  associationId: number,
  as: 'board' | 'staff',
  action: 'read' | 'write' = 'read',
) => authorize(db, principal, { action, resource: { type: 'associationBooks', associationId, as } });
