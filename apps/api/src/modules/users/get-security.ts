import { securitySchema } from '@hoa/contracts/auth';
import { errorBodySchema } from '@hoa/contracts/error-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { principalOf } from '../../plugins/authentication';
import { describeSecurity } from './describe-security';

/** The expiry of the bearer token the preHandler has already verified. */
function bearerExpiry(authorization: string | undefined): Date | null {
  const token = authorization?.replace(/^Bearer\s+/i, '');
  if (!token) return null;
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? new Date(exp * 1000) : null;
}

export const getSecurityRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Security',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The session: user, company (Customer), staff flag and the mimic-mode actor and expiry',
        response: { 200: securitySchema, 401: errorBodySchema },
      },
    },
    async (request) =>
      describeSecurity({
        db: app.db,
        principal: principalOf(request),
        tokenExpiresAt: bearerExpiry(request.headers.authorization),
      }),
  );
};
