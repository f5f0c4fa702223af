import {
  type GridId,
  type GridLayout,
  type GridLayoutList,
  gridLayoutListSchema,
  gridLayoutSchema,
} from '@hoa/contracts/grid-layouts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersClient } from '../../lib/api/service-clients';
import { queryKey } from '../../lib/query-keys';
import { sessionStore, useSessionValue, useSignedInUserId } from '../../lib/session-store/session-store';

export type GridSort = NonNullable<GridLayout['sort']>;

/** The session's entry for a user's grid (SPEC §4 gridsColumnState): per user, so layouts never mix. */
const entryOf = (userId: number | null, gridId: GridId) => `${userId ?? 0}:${gridId}`;

/** A stored layout as today's schema reads it; null when there is none (or it no longer reads). */
function layoutOf(stored: unknown): GridLayout | null {
  const parsed = gridLayoutSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The layout kept in the session for a user's grid, or null when they have not arranged it. */
export const readSessionGridLayout = (userId: number | null, gridId: GridId): GridLayout | null =>
  layoutOf(sessionStore.get().gridsColumnState[entryOf(userId, gridId)]);

export function writeSessionGridLayout(userId: number | null, gridId: GridId, layout: GridLayout): void {
  const state = sessionStore.get();
  sessionStore.set({
    ...state,
    gridsColumnState: { ...state.gridsColumnState, [entryOf(userId, gridId)]: layout },
  });
}

/** A grid's row order, kept with its layout: what the page asks the server for. */
export function useGridSort(gridId: GridId, fallback: GridSort): [GridSort, (sort: GridSort) => void] {
  const userId = useSignedInUserId();
  const sort =
    layoutOf(useSessionValue((s) => s.gridsColumnState[entryOf(userId, gridId)]))?.sort ?? fallback;
  const setSort = (next: GridSort) => {
    const base = readSessionGridLayout(userId, gridId) ?? { order: [], hidden: [], widths: {}, sort: null };
    writeSessionGridLayout(userId, gridId, { ...base, sort: next });
  };
  return [sort, setSort];
}

const savedLayoutsKey = (userId: number | null) => queryKey(userId, 'session', 'grid-layouts');

/** GET /Users/GridLayouts: the layouts the user saved, on any device. */
export async function getSavedGridLayouts(signal?: AbortSignal): Promise<GridLayoutList['layouts']> {
  const body = await usersClient.request('/Users/GridLayouts', { signal, suppressErrorToast: true });
  return gridLayoutListSchema.parse(body).layouts;
}

export const savedGridLayoutsQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: savedLayoutsKey(userId),
    queryFn: ({ signal }) => getSavedGridLayouts(signal),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  });

export const useSavedGridLayouts = () => useQuery(savedGridLayoutsQueryOptions(useSignedInUserId()));

/** PUT /Users/GridLayouts/{gridId}: saves the layout for this user on the server. */
export function useSaveGridLayout(gridId: GridId) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (layout: GridLayout) =>
      gridLayoutSchema.parse(
        // a failure is the app's usual error toast (its words and error id)
        await usersClient.request(`/Users/GridLayouts/${gridId}`, { method: 'PUT', body: layout }),
      ),
    onSuccess: (layout) =>
      queryClient.setQueryData(savedLayoutsKey(userId), (saved: GridLayoutList['layouts'] | undefined) => ({
        ...saved,
        [gridId]: layout,
      })),
  });
}
