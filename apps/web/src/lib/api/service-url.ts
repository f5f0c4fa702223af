import { apiPrefix } from '@hoa/contracts/services';
import { type QueryParams, serializeQuery } from './query-string';

/** The address of a service call: the service's base, /api, the path and its query (SPEC §7). */
export function serviceUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const trimmedBase = baseUrl.replace(/\/+$/, '');
  return `${trimmedBase}${apiPrefix}${path.startsWith('/') ? path : `/${path}`}${serializeQuery(query)}`;
}
