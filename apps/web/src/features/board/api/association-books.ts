import {
  type CollectionExportQuery,
  type CollectionListQuery,
  collectionListSchema,
  ledgerLinesSchema,
  type StageDecisionBody,
} from '@hoa/contracts/association-collections';
import {
  type HomeownerExportQuery,
  type HomeownerListQuery,
  homeownerListSchema,
} from '@hoa/contracts/association-homeowners';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callChecked, pagedListHook } from '../../../lib/api/checked-reads';
import type { QueryValue } from '../../../lib/api/query-string';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { boardKeys } from '../board-keys';

const area = (side: 'board' | 'staff', associationId: number) =>
  `/${side === 'board' ? 'Board' : 'Staff'}/Associations/${associationId}`;

/** GET /{Board|Staff}/Associations/{id}/Collections: one page of the delinquent accounts, with totals. */
export const useCollections = pagedListHook(
  boardKeys.collections,
  (
    {
      associationId,
      side,
      ...query
    }: CollectionListQuery & { associationId: number; side: 'board' | 'staff' },
    signal,
  ) =>
    callChecked(associationsClient, `${area(side, associationId)}/Collections`, collectionListSchema, {
      query: { ...query },
      signal,
    }),
);

/** GET /Board/Associations/{id}/Collections/{subLedgerId}/Lines: what an account's figures are made of. */
export function useAccountLines(query: { associationId: number; subLedgerId: number; asOf: string }) {
  const userId = useSignedInUserId();
  const { associationId, subLedgerId, asOf } = query;
  return useQuery({
    queryKey: boardKeys.accountLines(userId, query),
    queryFn: ({ signal }) =>
      callChecked(
        associationsClient,
        `${area('board', associationId)}/Collections/${subLedgerId}/Lines`,
        ledgerLinesSchema,
        { query: { asOf }, signal },
      ),
    enabled: userId !== null && subLedgerId > 0 && asOf !== '',
  });
}

/** GET /Board/Associations/{id}/Homeowners: one page of the owners and properties. */
export const useHomeowners = pagedListHook(
  boardKeys.homeowners,
  ({ associationId, ...query }: HomeownerListQuery & { associationId: number }, signal) =>
    callChecked(associationsClient, `${area('board', associationId)}/Homeowners`, homeownerListSchema, {
      query: { ...query },
      signal,
    }),
);

/** A board CSV export (every matching row), named as the page names it. */
async function downloadCsv(path: string, query: Readonly<Record<string, QueryValue>>, fileName: string) {
  const blob = await associationsClient.request<Blob>(path, {
    query,
    responseAs: 'blob',
    suppressErrorToast: true,
  });
  return { blob, fileName };
}

export const downloadCollectionsCsv = (associationId: number, query: CollectionExportQuery) =>
  downloadCsv(
    `${area('board', associationId)}/Collections/Export`,
    { ...query },
    `collections-${query.asOf ?? 'today'}.csv`,
  );

export const downloadHomeownersCsv = (associationId: number, query: HomeownerExportQuery) =>
  downloadCsv(
    `${area('board', associationId)}/Homeowners/Export`,
    { ...query },
    `homeowners-${new Date().toISOString().slice(0, 10)}.csv`,
  );

/** After a stage changes or is decided: every collections list of the association reads again. */
function useRefreshBooks(associationId: number) {
  const userId = useSignedInUserId();
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: boardKeys.books(userId, associationId) });
}

/** POST …/Collections/Stages/{id}/Decision: the board approves or holds a stage (once). */
export function useDecideStage(associationId: number) {
  const refresh = useRefreshBooks(associationId);
  return useMutation({
    mutationFn: ({ stageChangeId, ...body }: StageDecisionBody & { stageChangeId: number }) =>
      associationsClient.request<null>(
        `${area('board', associationId)}/Collections/Stages/${stageChangeId}/Decision`,
        { method: 'POST', body, suppressErrorToast: true },
      ),
    onSuccess: refresh,
  });
}
