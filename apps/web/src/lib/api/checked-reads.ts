import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { KeyOwner } from '../query-keys';
import { useSignedInUserId } from '../session-store/session-store';
import type { HttpClient, RequestOptions } from './http-client';

/**
 * A call whose answer is checked by its schema; the page says a failure in place (with Try again, or at
 * the form), so the call shows no error toast.
 */
export async function callChecked<Schema extends z.ZodType>(
  client: HttpClient,
  path: string,
  schema: Schema,
  options: Omit<RequestOptions, 'suppressErrorToast'> = {},
): Promise<z.output<Schema>> {
  return schema.parse(await client.request(path, { ...options, suppressErrorToast: true }));
}

/**
 * The hook of a server-paged list: it waits for a signed-in user, and the page on screen stays while the
 * next page (or another filter) loads.
 */
export function pagedListHook<Query, Data, Key extends QueryKey>(
  key: (userId: KeyOwner, query: Query) => Key,
  read: (query: Query, signal: AbortSignal) => Promise<Data>,
) {
  return (query: Query) => {
    const userId = useSignedInUserId();
    return useQuery(
      queryOptions({
        queryKey: key(userId, query),
        queryFn: ({ signal }) => read(query, signal),
        enabled: userId !== null,
        placeholderData: keepPreviousData,
      }),
    );
  };
}

/** The hook of one object read by its id: it waits for a signed-in user and a real id (above 0). */
export function byIdHook<Data, Key extends QueryKey>(
  key: (userId: KeyOwner, id: number) => Key,
  read: (id: number, signal: AbortSignal) => Promise<Data>,
) {
  return (id: number) => {
    const userId = useSignedInUserId();
    return useQuery(
      queryOptions({
        queryKey: key(userId, id),
        queryFn: ({ signal }) => read(id, signal),
        enabled: userId !== null && id > 0,
      }),
    );
  };
}
