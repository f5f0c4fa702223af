import { stripEmbedPrefix } from '../embed-path';

/** Calls whose 401 means "wrong credentials" or "not set up", not "session expired" (SPEC §8). */
const exactExemptPaths = ['/users/authenticatesso', '/users/authenticate'];
const exemptPathPrefixes = ['/homesettings', '/account'];

function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const withSlash = withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`;
  return withSlash.replace(/\/+$/, '').toLowerCase();
}

function isExemptCall(requestPath: string): boolean {
  const path = normalise(requestPath);
  if (exactExemptPaths.includes(path)) return true;
  return exemptPathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Calls that sign in or renew: a 401 there is an answer about credentials, never a reason to renew. */
export function isAuthenticationCall(requestPath: string): boolean {
  const path = normalise(requestPath);
  return (
    exactExemptPaths.includes(path) ||
    path.startsWith('/users/authenticate/') ||
    path.startsWith('/onetimepassword') ||
    path.startsWith('/homeowner/registration')
  );
}

function isOnLoginPage(currentPathname: string): boolean {
  const page = stripEmbedPrefix(currentPathname).toLowerCase();
  return page === '/login' || page.startsWith('/login/');
}

/**
 * Whether a 401 from `requestPath` (the service path after the /api prefix) logs the user out
 * and sends them to /login, given the page they are on.
 */
export function shouldSignOutOn401(requestPath: string, currentPathname: string): boolean {
  return !isExemptCall(requestPath) && !isOnLoginPage(currentPathname);
}
