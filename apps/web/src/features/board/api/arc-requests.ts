import {
  type ArcExportQuery,
  type ArcListQuery,
  arcRequestDetailSchema,
  arcRequestListSchema,
} from '@hoa/contracts/arc-review';
import { byIdHook, callChecked, pagedListHook } from '../../../lib/api/checked-reads';
import { actionItemsClient } from '../../../lib/api/service-clients';
import { boardKeys } from '../board-keys';

/** GET /Board/ArcRequests: the ARC requests of the caller's boards, newest first, paged. */
export const useArcRequests = pagedListHook(boardKeys.arcList, (query: ArcListQuery, signal) =>
  callChecked(actionItemsClient, '/Board/ArcRequests', arcRequestListSchema, { query: { ...query }, signal }),
);

/** GET /Board/ArcRequests/{id}: the request, its voters and tally, its decisions. */
export const useArcRequest = byIdHook(boardKeys.arcDetail, (id, signal) =>
  callChecked(actionItemsClient, `/Board/ArcRequests/${id}`, arcRequestDetailSchema, { signal }),
);

/** GET /Board/ArcRequests/Export: every request the filter matches as CSV, named for today. */
export async function downloadArcRequestsCsv(
  query: ArcExportQuery,
): Promise<{ blob: Blob; fileName: string }> {
  const blob = await actionItemsClient.request<Blob>('/Board/ArcRequests/Export', {
    query: { ...query },
    responseAs: 'blob',
    suppressErrorToast: true,
  });
  return { blob, fileName: `arc-requests-${new Date().toISOString().slice(0, 10)}.csv` };
}
