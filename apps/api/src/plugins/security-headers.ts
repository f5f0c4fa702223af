import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config/config-types';

/** The Content-Security-Policy directives for this configuration. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const serviceOrigins = Object.values(config.serviceBases)
    .map((base) => base.origin)
    .filter((origin): origin is string => origin !== null);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...new Set(serviceOrigins)],
    // Document previews show a downloaded file (blob: URL) in an iframe.
    frameSrc: ["'self'", 'blob:'],
    frameAncestors: config.frameAncestors,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/**
 * Security headers on every response. No X-Frame-Options: the portal runs inside iframes of the
 * hosts in FRAME_ANCESTORS, and CSP frame-ancestors is what governs framing.
 */
export const securityHeadersPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      frameguard: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers' },
);
