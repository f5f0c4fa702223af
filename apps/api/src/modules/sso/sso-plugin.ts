import fp from 'fastify-plugin';
import * as oidc from 'openid-client';
import type { SsoConfig } from '../../config/config-types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenID Connect client, or null when SSO is not configured. */
    sso: SsoClient | null;
  }
}

export interface SsoClient {
  /** Where the provider sends the browser back (PUBLIC_URL + SSO_REDIRECT_PATH). */
  redirectUri: string;
  /** The provider's discovered configuration (fetched once; retried after a failure). */
  configuration(): Promise<oidc.Configuration>;
}

function createSsoClient(sso: SsoConfig, publicUrl: string): SsoClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const issuer = new URL(sso.issuerUrl);
  // plain http only for a provider on this machine (development and tests)
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  return {
    redirectUri: `${publicUrl}${sso.redirectPath}`,
    configuration() {
      discovered ??= oidc
        .discovery(
          issuer,
          sso.clientId,
          undefined,
          sso.clientSecret ? oidc.ClientSecretPost(sso.clientSecret) : oidc.None(),
          issuer.protocol === 'http:' && loopback ? { execute: [oidc.allowInsecureRequests] } : {},
        )
        .catch((error: unknown) => {
          discovered = undefined;
          throw error;
        });
      return discovered;
    },
  };
}

export const ssoPlugin = fp(
  async (app) => {
    app.decorate('sso', app.config.sso ? createSsoClient(app.config.sso, app.config.publicUrl) : null);
  },
  { name: 'sso', dependencies: ['context'] },
);
