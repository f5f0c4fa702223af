export type QueryScalar = string | number | boolean | Date;
export type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

function scalarToString(value: QueryScalar): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * "?a=1&a=2&b=x" for { a: [1, 2], b: 'x' }: arrays repeat the key without index brackets (SPEC §7),
 * null and undefined are left out, and "" is returned when nothing remains.
 */
export function serializeQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryScalar[]) search.append(key, scalarToString(item));
    } else {
      search.append(key, scalarToString(value as QueryScalar));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
