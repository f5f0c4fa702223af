interface IndexedRoute {
  method: string;
  pattern: RegExp;
  /** The url's segments, ':name' for a path parameter. */
  segments: string[];
}

/** A path parameter the router could not take: not percent-decodable, or longer than it matches. */
export interface PathParamProblem {
  name: string;
  problem: string;
}

const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/');

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * Remembers every registered route's method and path pattern so the not-found handler can tell
 * "no such path" (404) from "path exists, wrong method" (405) and list the allowed methods, and a
 * path parameter the router refused can be named in a 400.
 */
export class RouteIndex {
  private readonly routes: IndexedRoute[] = [];

  add(methods: string | string[], url: string): void {
    const segments = segmentsOf(url);
    const pattern = new RegExp(
      `^${segments
        .map((segment) => {
          if (segment.startsWith(':')) return '[^/]+';
          if (segment === '*') return '.*';
          return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('/')}/?$`,
      'i',
    );
    for (const method of Array.isArray(methods) ? methods : [methods]) {
      this.routes.push({ method: method.toUpperCase(), pattern, segments });
    }
  }

  /** Methods registered for `path` (sorted), empty when no route matches it at all. */
  allowedMethods(path: string): string[] {
    const methods = new Set(
      this.routes.filter((route) => route.pattern.test(path)).map((route) => route.method),
    );
    return [...methods].sort();
  }

  /**
   * For a path the router could not route (`path` as sent, still percent-encoded): the parameters of
   * the `method`'s routes whose segment does not decode or is longer than `maxLength`.
   */
  pathParamProblems(method: string, path: string, maxLength: number): PathParamProblem[] {
    const sent = segmentsOf(path);
    const problems = new Map<string, string>();
    for (const route of this.routes) {
      if (route.method !== method.toUpperCase() || !route.pattern.test(path)) continue;
      route.segments.forEach((segment, index) => {
        const value = sent[index] ?? '';
        if (!segment.startsWith(':')) return;
        if (!decodes(value)) problems.set(segment.slice(1), 'is not valid percent-encoded UTF-8');
        else if (value.length > maxLength)
          problems.set(segment.slice(1), `is longer than ${maxLength} characters`);
      });
    }
    return [...problems].map(([name, problem]) => ({ name, problem }));
  }
}
