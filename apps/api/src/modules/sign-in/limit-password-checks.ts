import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../../auth/principal';
import { rateLimitRules } from '../rate-limit/rate-limiter';
import { clientAddress } from './client-address';

/** Calls that verify the current password (argon2) are password guesses too: limit them like logins. */
export function limitPasswordChecks(
  app: FastifyInstance,
  request: FastifyRequest,
  principal: Principal,
): Promise<void> {
  return app.rateLimiter.hit(
    [rateLimitRules.loginAddress, clientAddress(request)],
    [rateLimitRules.passwordCheckUser, String(principal.userId)],
  );
}
