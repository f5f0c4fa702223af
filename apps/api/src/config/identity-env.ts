import { z } from 'zod';
import type { HandoverConfig, SsoConfig } from './config-types';
import { ConfigError, integerIn, urlWithProtocols } from './env-values';

/** Sign-in helpers: the captcha, handover JWTs from the management company, OpenID Connect. */
export const identityEnv = z.object({
  CAPTCHA_HMAC_KEY: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  CAPTCHA_MAX_NUMBER: integerIn(10, 10_000_000, 'must be an integer between 10 and 10000000').default(
    100_000,
  ),
  HANDOVER_JWKS: z
    .string()
    .refine(
      (value) => {
        try {
          const parsed = JSON.parse(value) as { keys?: unknown };
          return Array.isArray(parsed.keys) && parsed.keys.every((k) => typeof k === 'object' && k !== null);
        } catch {
          return false;
        }
      },
      { message: 'must be a JSON Web Key Set: {"keys":[...]}' },
    )
    .optional(),
  HANDOVER_JWKS_URL: urlWithProtocols(['http:', 'https:'], 'an absolute http(s) URL').optional(),
  HANDOVER_ISSUER: z.string().min(1).optional(),
  SSO_ISSUER_URL: urlWithProtocols(['http:', 'https:'], 'an absolute http(s) URL').optional(),
  SSO_CLIENT_ID: z.string().min(1).optional(),
  SSO_CLIENT_SECRET: z.string().min(1).optional(),
  SSO_REDIRECT_PATH: z
    .string()
    .regex(/^\/[^/]/, { message: 'must be a path starting with /' })
    .default('/auth/sso'),
});

type IdentityEnv = z.infer<typeof identityEnv>;

export function handoverOf(e: IdentityEnv): HandoverConfig {
  return {
    jwks: e.HANDOVER_JWKS ? (JSON.parse(e.HANDOVER_JWKS) as HandoverConfig['jwks']) : null,
    jwksUrl: e.HANDOVER_JWKS_URL ?? null,
    issuer: e.HANDOVER_ISSUER ?? null,
  };
}

/** OpenID Connect sign-in, or null when SSO_ISSUER_URL is not set; an issuer needs a client id. */
export function ssoOf(e: IdentityEnv): SsoConfig | null {
  if (e.SSO_ISSUER_URL && !e.SSO_CLIENT_ID) {
    throw new ConfigError('Invalid configuration: SSO_CLIENT_ID must be set when SSO_ISSUER_URL is set');
  }
  return e.SSO_ISSUER_URL && e.SSO_CLIENT_ID
    ? {
        issuerUrl: e.SSO_ISSUER_URL,
        clientId: e.SSO_CLIENT_ID,
        clientSecret: e.SSO_CLIENT_SECRET ?? null,
        redirectPath: e.SSO_REDIRECT_PATH,
      }
    : null;
}
