import type { RequestKind } from '@hoa/contracts/community';
import type { RequestQueue } from '@hoa/contracts/request-queue';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { countRequests, listRequests, type RequestFilter } from '../homeowner-requests/request-views';

/** The homeowner requests of one management company's associations, newest first, a page at a time. */
export async function findRequestQueue(
  db: Db,
  options: Pick<RequestFilter, 'associationId' | 'status'> & {
    kind?: RequestKind;
    managementCompanyId: number;
    page: number;
    pageSize: number;
  },
): Promise<RequestQueue> {
  const { page, pageSize, kind, ...rest } = options;
  const filter: RequestFilter = { ...rest, kinds: kind ? [kind] : undefined };
  const [items, total, companyAssociations] = await Promise.all([
    listRequests(db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    countRequests(db, filter),
    db
      .select({ id: associations.id, name: associations.name })
      .from(associations)
      .where(eq(associations.managementCompanyId, options.managementCompanyId))
      .orderBy(asc(associations.name)),
  ]);
  return { items, total, page, pageSize, associations: companyAssociations };
}
