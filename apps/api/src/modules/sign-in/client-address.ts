import type { FastifyRequest } from 'fastify';

/** The key for per-address limits: request.ip honours X-Forwarded-For only from TRUST_PROXY proxies. */
export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}

/** The key for per-account limits: users can type the e-mail in any case. */
export function accountKey(userName: string): string {
  return userName.trim().toLowerCase();
}
