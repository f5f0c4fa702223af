import fp from 'fastify-plugin';
import { loadSigningKeys } from '../../auth/signing-keys';
import { createHandoverTokens, type HandoverTokens } from './handover-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    handoverTokens: HandoverTokens;
  }
}

/** Signs (mimic mode) and verifies (/auth/jwt) handover JWTs. */
export const handoverPlugin = fp(
  async (app) => {
    const keys = await loadSigningKeys(app.db);
    app.decorate(
      'handoverTokens',
      createHandoverTokens({
        keys,
        clock: app.clock,
        ownIssuer: app.config.publicUrl,
        config: app.config.handover,
      }),
    );
  },
  { name: 'handover', dependencies: ['context'] },
);
