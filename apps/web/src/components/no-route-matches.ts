import { clientMessages } from '@hoa/contracts/client-messages';

/** The routing-miss line (SPEC §8), naming the address unless the user is on /not-found itself. */
export function noRouteMatchesText(pathname: string, search = ''): string {
  if (/^(\/embed)?\/not-found\/?$/i.test(pathname)) return `${clientMessages.noRouteMatches}.`;
  return `${clientMessages.noRouteMatches} "${pathname}${search}".`;
}
