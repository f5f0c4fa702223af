import { type DirectoryPage, directoryPageSchema } from '@hoa/contracts/directory';
import { associationsClient } from '../../../lib/api/service-clients';

/** GET /Associations/{id}/Directory?search=&page=&pageSize=: the listed owners, with only the fields each chose. */
export async function getDirectory(
  associationId: number,
  query: { search: string; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<DirectoryPage> {
  const body = await associationsClient.request(`/Associations/${associationId}/Directory`, {
    query: { ...(query.search ? { search: query.search } : {}), page: query.page, pageSize: query.pageSize },
    signal,
  });
  return directoryPageSchema.parse(body);
}
