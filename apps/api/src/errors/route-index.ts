/**
 * Remembers every registered route's method and path pattern so the not-found handler can tell
 * "no such path" (404) from "path exists, wrong method" (405) and list the allowed methods.
 */
export class RouteIndex {
  private readonly routes: { method: string; pattern: RegExp }[] = [];

  add(methods: string | string[], url: string): void {
    const pattern = new RegExp(
      `^${url
        .replace(/\/+$/, '')
        .split('/')
        .map((segment) => {
          if (segment.startsWith(':')) return '[^/]+';
          if (segment === '*') return '.*';
          return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('/')}/?$`,
      'i',
    );
    for (const method of Array.isArray(methods) ? methods : [methods]) {
      this.routes.push({ method: method.toUpperCase(), pattern });
    }
  }

  /** Methods registered for `path` (sorted), empty when no route matches it at all. */
  allowedMethods(path: string): string[] {
    const methods = new Set(
      this.routes.filter((route) => route.pattern.test(path)).map((route) => route.method),
    );
    return [...methods].sort();
  }
}
