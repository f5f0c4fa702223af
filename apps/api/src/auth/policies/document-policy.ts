import type { DocumentAudience } from '@hoa/contracts/documents';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/database';
import { rowExists } from '../../db/row-exists';
import { associations } from '../../db/schema/associations';
import { documents } from '../../db/schema/documents';
import type { Principal } from '../principal';
import { rolesIn } from './owner-links';
import { allow, forbidden, isStaffActingAsSelf, notFound, type Policy, type PolicyContext } from './policy';

/** What a principal may do with one association's documents (ADR 071). */
interface DocumentAccess {
  /** boardDocManage: upload, create folders, rename, move, duplicate, delete. */
  canManage: boolean;
  /** The main-folder audiences whose contents the principal sees. */
  audiences: DocumentAudience[];
}

const manageForbidden = forbidden('Only board members may manage documents.');

/**
 * Board members (and the chair) of the association, and staff of its management company signed in as
 * themselves, manage and see everything; other members (homeowners) see the owners' folders; anyone
 * else does not know the association's documents exist (null). In mimic mode, the mimicked user's.
 */
async function documentAccessOf(
  db: Db,
  principal: Principal,
  associationId: number,
): Promise<DocumentAccess | null> {
  if (isStaffActingAsSelf(principal)) {
    const where = and(
      eq(associations.id, associationId),
      eq(associations.managementCompanyId, principal.managementCompanyId),
    );
    return (await rowExists(db, associations, where))
      ? { canManage: true, audiences: ['owners', 'board'] }
      : null;
  }
  const roles = await rolesIn(db, principal.userId, associationId);
  if (roles.size === 0) return null;
  if (roles.has('board_member') || roles.has('board_chair')) {
    return { canManage: true, audiences: ['owners', 'board'] };
  }
  return { canManage: false, audiences: ['owners'] };
}

/**
 * The main-folder audiences whose folders and files a list or search may show. The call is authorized
 * first (documentLibrary read); this only narrows what it lists, and is empty for an outsider.
 */
export async function visibleAudiences(
  db: Db,
  principal: Principal,
  associationId: number,
): Promise<DocumentAudience[]> {
  return (await documentAccessOf(db, principal, associationId))?.audiences ?? [];
}

/**
 * SPEC §6: changing folder security is the management company's, so only its staff (as themselves) may
 * move a folder under a main folder of another audience.
 */
export const mayChangeFolderAudience = (principal: Principal): boolean => isStaffActingAsSelf(principal);

/** A folder's association and the audience of its main folder (which cascades to it). */
export async function folderScope(
  db: Db,
  folderId: number,
): Promise<{ associationId: number; audience: DocumentAudience } | null> {
  const rows = await queryRows<{ association_id: number; audience: DocumentAudience }>(
    db,
    sql`
    with recursive up as (
      select id, parent_id, audience, association_id, 0 as depth from document_directories where id = ${folderId}
      union all
      select d.id, d.parent_id, d.audience, d.association_id, up.depth + 1
      from document_directories d join up on d.id = up.parent_id
      where up.depth < 100
    )
    select association_id, audience from up where parent_id is null`,
  );
  const row = rows[0];
  return row ? { associationId: Number(row.association_id), audience: row.audience } : null;
}

async function decideFor(
  { db, principal, action }: PolicyContext,
  associationId: number,
  scope: { associationId: number; audience: DocumentAudience } | null,
) {
  if (!scope || scope.associationId !== associationId) return notFound;
  const access = await documentAccessOf(db, principal, associationId);
  // a file in a folder the caller may not see is as unknown as one that does not exist
  if (!access) return notFound;
  if (!access.audiences.includes(scope.audience)) return notFound;
  if (action === 'write' && !access.canManage) return manageForbidden;
  return allow;
}

/** The association's document library: read = browse and search, write = manage (create main folders). */
export const documentLibraryPolicy: Policy<{ type: 'documentLibrary'; associationId: number }> = async (
  context,
  resource,
) => {
  const access = await documentAccessOf(context.db, context.principal, resource.associationId);
  if (!access) return notFound;
  if (context.action === 'write' && !access.canManage) return manageForbidden;
  return allow;
};

export const documentFolderPolicy: Policy<{
  type: 'documentFolder';
  id: number;
  associationId: number;
}> = async (context, resource) =>
  decideFor(context, resource.associationId, await folderScope(context.db, resource.id));

export const documentPolicy: Policy<{ type: 'document'; id: number; associationId: number }> = async (
  context,
  resource,
) => {
  const [row] = await context.db
    .select({ directoryId: documents.directoryId })
    .from(documents)
    .where(eq(documents.id, resource.id))
    .limit(1);
  return decideFor(
    context,
    resource.associationId,
    row ? await folderScope(context.db, row.directoryId) : null,
  );
};
