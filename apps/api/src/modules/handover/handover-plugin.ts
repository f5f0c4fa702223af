import fp from 'fastify-plugin';
import { createHandoverTokens, type HandoverTokens } from './handover-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    handoverTokens: HandoverTokens;
  }
}

/** Signs (mimic mode) and verifies (/auth/jwt) handover JWTs. */
export const handoverPlugin = fp(
  async (app) => {
    app.decorate(
      'handoverTokens',
      createHandoverTokens({
        keys: app.signingKeys,
        clock: app.clock,
        ownIssuer: app.config.publicUrl,
        config: app.config.handover,
      }),
    );
  },
  { name: 'handover', dependencies: ['context', 'authentication'] },
);
