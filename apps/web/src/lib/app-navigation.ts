import { withEmbedPrefix } from './embed-path';

/** The part of the data router that code outside React (the API clients) needs. */
export interface AppRouterHandle {
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  readonly state: { readonly location: { readonly pathname: string } };
}

let router: AppRouterHandle | null = null;

/** Called once by main.tsx after the router exists. */
export function registerRouter(handle: AppRouterHandle): void {
  router = handle;
}

export function currentPathname(): string {
  return router?.state.location.pathname ?? globalThis.location?.pathname ?? '/';
}

/** Programmatic navigation from outside React, with the same embed prefixing as AppLink. */
export function navigateInApp(to: string, options: { replace?: boolean } = {}): void {
  const target = withEmbedPrefix(to, currentPathname());
  if (router) void router.navigate(target, options);
  else globalThis.location?.assign(target);
}
