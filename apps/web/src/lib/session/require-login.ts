import { type LoaderFunctionArgs, redirect } from 'react-router';
import { stripEmbedPrefix, withEmbedPrefix } from '../embed-path';
import { sessionStore } from '../session-store/session-store';

const fallbackPath = '/dashboard';

/** A return path from the address bar, accepted only when it is a page of this app (no open redirect). */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallbackPath;
  const page = stripEmbedPrefix(raw.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  if (page === '/login' || page.startsWith('/login/') || page === '/logout') return fallbackPath;
  return stripEmbedPrefix(raw);
}

/** The login address that brings the user back to `pathname + search` (embed prefix kept). */
export function loginPathFor(pathname: string, search: string): string {
  const returnTo = `${stripEmbedPrefix(pathname)}${search}`;
  return withEmbedPrefix(`/login?returnTo=${encodeURIComponent(returnTo)}`, pathname);
}

/** Route loader of every page that needs a login. */
export function requireLoginLoader({ request }: LoaderFunctionArgs): null {
  if (sessionStore.get().isLoggedIn) return null;
  const url = new URL(request.url);
  throw redirect(loginPathFor(url.pathname, url.search));
}
