import type { FastifySchema } from 'fastify';
import type { RouteAccess } from './authentication';

/**
 * The options every route declares: who may call it (`config.access`, checked before the handler) and
 * its schema (validation and the OpenAPI document). The schema keeps its exact type, so the handler's
 * request is typed from it as with the options written out.
 */
export function routeOptions<S extends FastifySchema>(
  access: RouteAccess,
  schema: S,
): { config: { access: RouteAccess }; schema: S } {
  return { config: { access }, schema };
}
