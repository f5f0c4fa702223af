import { clientMessages } from '@hoa/contracts/client-messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { RouteIndex } from './route-index';

/** 405 with an Allow header when the path exists for other methods, else the spec's 404. */
export function routeNotFound(request: FastifyRequest, routes: RouteIndex): AppError {
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
