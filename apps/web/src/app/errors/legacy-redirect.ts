import { resolveLegacyRedirect } from '@hoa/contracts/legacy-redirects';
import { type LoaderFunctionArgs, replace } from 'react-router';
import { stripEmbedPrefix, withEmbedPrefix } from '../../lib/embed-path';

/**
 * The address a legacy URL moved to (SPEC §2 table, query kept), staying inside /embed when the
 * old address was embedded; null when `pathname` is not a legacy URL. The server 301s the same table.
 */
export function legacyRedirectTarget(pathname: string, search: string): string | null {
  const target = resolveLegacyRedirect(stripEmbedPrefix(pathname), search);
  return target === null ? null : withEmbedPrefix(target, pathname);
}

/** Loader of the catch-all route: replace the entry with the new address, or fall through to not-found. */
export function legacyRedirectLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = legacyRedirectTarget(url.pathname, url.search);
  return target === null ? null : replace(target);
}
