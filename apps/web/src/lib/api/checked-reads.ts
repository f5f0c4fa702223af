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

/** A hook that reads with one argument for the signed-in user once there is one and the argument is ready. */
function signedInHook<Arg, Data, Key extends QueryKey>(
  key: (userId: KeyOwner, arg: Arg) => Key,
  read: (arg: Arg, signal: AbortSignal) => Promise<Data>,
  ready: (arg: Arg) => boolean,
  keepPrevious: boolean,
) {
  return (arg: Arg) => {
    const userId = useSignedInUserId();
    return useQuery(
      queryOptions({
        queryKey: key(userId, arg),
        queryFn: ({ signal }) => read(arg, signal),
        enabled: userId !== null && ready(arg),
        placeholderData: keepPrevious ? keepPreviousData : undefined,
      }),
    );
  };
}

/**
 * The hook of a server-paged list: it waits for a signed-in user, and the page on screen stays while the
 * next page (or another filter) loads.
 */
export const pagedListHook = <Query, Data, Key extends QueryKey>(
  key: (userId: KeyOwner, query: Query) => Key,
  read: (query: Query, signal: AbortSignal) => Promise<Data>,
) => signedInHook(key, read, () => true, true);

/** The hook of one object read by its id: it waits for a signed-in user and a real id (above 0). */
export const byIdHook = <Data, Key extends QueryKey>(
  key: (userId: KeyOwner, id: number) => Key,
  read: (id: number, signal: AbortSignal) => Promise<Data>,
) => signedInHook(key, read, (id) => id > 0, false);

/** The query of a read that takes nothing but the signed-in user: it waits for one. */
export function userReadOptions<Data, Key extends QueryKey>(
  key: (userId: KeyOwner) => Key,
  read: (signal: AbortSignal) => Promise<Data>,
) {
  return (userId: KeyOwner) =>
    queryOptions({ queryKey: key(userId), queryFn: ({ signal }) => read(signal), enabled: userId !== null });
}

/** The hook of a read that takes nothing but the signed-in user. */
export function userReadHook<Data, Key extends QueryKey>(
  key: (userId: KeyOwner) => Key,
  read: (signal: AbortSignal) => Promise<Data>,
) {
  const options = userReadOptions(key, read);
  return () => useQuery(options(useSignedInUserId()));
}
