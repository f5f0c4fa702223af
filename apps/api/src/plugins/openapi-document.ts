/**
 * The finishing touches that make the OpenAPI document usable by any client generator (ADR 101): a
 * server, the bearer security scheme on every operation that needs a login, a stable operationId per
 * operation, the error body on operations that document no client error, and only the components that
 * something refers to. `npm run lint` checks the result with Redocly's recommended rules.
 */

import type { RouteAccess } from './authentication';

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Record<string, unknown> };

export const bearerScheme = 'bearerAuth';
export const epayScheme = 'epayAuth';

/** The security schemes: the access token, and express pay's epay token, each as a bearer token. */
export const securitySchemes = {
  [bearerScheme]: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token from Users/Authenticate (15 minutes; renewed with the portal token)',
  },
  [epayScheme]: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The epay token from the express-pay client’s POST /authenticate (15 minutes, one link’s account)',
  },
};
const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Who may call a route, as the OpenAPI security requirement: optional for public calls. */
export function securityOf(access: RouteAccess | undefined): Record<string, string[]>[] {
  if (access === 'epay') return [{ [epayScheme]: [] }];
  return access === 'public' || access === undefined
    ? [{}, { [bearerScheme]: [] }]
    : [{ [bearerScheme]: [] }];
}

const capitalize = (word: string) => (word ? `${word[0]?.toUpperCase()}${word.slice(1)}` : word);

/**
 * `GET /svc/users/api/Users/{id}` → `usersGetUsersById`: the service, the method, then the address with
 * each parameter as "By…". Unique because a method and an address are.
 */
export function operationIdOf(method: string, path: string): string {
  const service = /^\/svc\/([^/]+)\/api/.exec(path);
  const rest = service ? path.slice(service[0].length) : path;
  const words = rest
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      const name = (parameter?.[1] ?? segment)
        .split(/[^A-Za-z0-9]+/)
        .map(capitalize)
        .join('');
      return parameter ? `By${name}` : name;
    });
  const serviceWord = (service?.[1] ?? '').split('-').map(capitalize).join('');
  const head = serviceWord
    ? `${serviceWord[0]?.toLowerCase()}${serviceWord.slice(1)}${capitalize(method)}`
    : method;
  return `${head}${words.join('')}` || `${method}Root`;
}

/** Every `#/components/schemas/…` name that `value` refers to, directly or through other components. */
function referencedSchemas(roots: unknown, schemas: Record<string, unknown>): Set<string> {
  const seen = new Set<string>();
  const pending = [roots];
  while (pending.length > 0) {
    const text = JSON.stringify(pending.pop());
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (!name || seen.has(name)) continue;
      seen.add(name);
      pending.push(schemas[name]);
    }
  }
  return seen;
}

export function finishDocument(document: Json, errorBodyRef: string): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      operation.security ??= securityOf(undefined);
      operation.responses ??= {};
      const responses = operation.responses;
      if (!Object.keys(responses).some((code) => code.startsWith('4'))) {
        // every call can still be refused: a bad address or method, too many requests
        responses['4XX'] = {
          description: 'A client error, with the error body',
          content: { 'application/json': { schema: { $ref: errorBodyRef } } },
        };
      }
    }
  }
  const components = (document.components ?? {}) as Json & { schemas?: Record<string, unknown> };
  const schemas = components.schemas ?? {};
  const used = referencedSchemas(paths, schemas);
  components.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return {
    ...document,
    servers: [{ url: '/', description: 'This portal; each service is mounted at /svc/{service}/api' }],
    components,
  };
}
