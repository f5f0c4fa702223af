import type { RequestQueue } from '@hoa/contracts/request-queue';
import type { Db } from '../../db/database';
import { countRequests, listRequests, type RequestFilter } from '../homeowner-requests/request-views';

/** The homeowner requests of one management company's associations, newest first, a page at a time. */
export async function findRequestQueue(
  db: Db,
  options: Pick<RequestFilter, 'associationId' | 'kind' | 'status'> & {
    managementCompanyId: number;
    page: number;
    pageSize: number;
  },
): Promise<RequestQueue> {
  const { page, pageSize, ...filter } = options;
  const [items, total] = await Promise.all([
    listRequests(db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    countRequests(db, filter),
  ]);
  return { items, total, page, pageSize };
}
