/** Every page also lives under this prefix when the portal runs inside another site's iframe (SPEC §2). */
export const embedPrefix = '/embed';

/** True when `pathname` is the embed layout or one of its pages. */
export function isEmbeddedPath(pathname: string): boolean {
  return pathname === embedPrefix || pathname.startsWith(`${embedPrefix}/`);
}

/** Removes the embed prefix, so '/embed/billing' and '/billing' name the same page. */
export function stripEmbedPrefix(pathname: string): string {
  if (!isEmbeddedPath(pathname)) return pathname;
  return pathname.slice(embedPrefix.length) || '/';
}

/**
 * The address to use for the internal link `to` from the page at `currentPathname`:
 * absolute paths get the embed prefix when the current page is embedded (once), relative
 * paths and external addresses are returned unchanged.
 */
export function withEmbedPrefix(to: string, currentPathname: string): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  if (!isEmbeddedPath(currentPathname) || isEmbeddedPath(to)) return to;
  return to === '/' ? embedPrefix : `${embedPrefix}${to}`;
}
