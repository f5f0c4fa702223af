import { clientMessages } from '@hoa/contracts/client-messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { RouteIndex } from './route-index';

/** The router's limit on a path parameter (Fastify's default maxParamLength). */
export const maxPathParamLength = 100;

/**
 * 400 naming the path parameters the router refused (undecodable, too long) when the path is one of
 * the method's routes; null otherwise.
 */
export function badPathParams(request: FastifyRequest, routes: RouteIndex): AppError | null {
  const path = request.url.split('?')[0] ?? '/';
  const problems = routes.pathParamProblems(request.method, path, maxPathParamLength);
  if (problems.length === 0) return null;
  return new AppError('VALIDATION_FAILED', 'The request is invalid', {
    detail: problems.map(({ name, problem }) => `params.${name}: ${problem}`).join('; '),
  });
}

/** 405 with an Allow header when the path exists for other methods, else the spec's 404. */
export function routeNotFound(request: FastifyRequest, routes: RouteIndex): AppError {
  const badParams = badPathParams(request, routes);
  if (badParams) return badParams;
  const path = request.url.split('?')[0] ?? '/';
  const allowed = routes.allowedMethods(path);
  if (allowed.length > 0) {
    return new AppError('METHOD_NOT_ALLOWED', 'Method Not Allowed', {
      detail: `${request.method} is not allowed on ${path}; allowed: ${allowed.join(', ')}`,
      headers: { allow: allowed.join(', ') },
    });
  }
  return new AppError('NOT_FOUND', clientMessages.noRouteMatches, {
    detail: `No route matches ${request.method} ${path}`,
  });
}
