import { describe, expect, it } from 'vitest';
import { loadConfig } from './config/load-config';

describe('loadConfig: SSO and handover', () => {
  it('leaves SSO off and handover to the portal itself by default', () => {
    const config = loadConfig({});
    expect(config.sso).toBeNull();
    expect(config.handover).toEqual({ jwks: null, jwksUrl: null, issuer: null });
  });

  it('reads the SSO client with the default redirect path', () => {
    const config = loadConfig({ SSO_ISSUER_URL: 'https://id.example.com', SSO_CLIENT_ID: 'portal' });
    expect(config.sso).toEqual({
      issuerUrl: 'https://id.example.com',
      clientId: 'portal',
      clientSecret: null,
      redirectPath: '/auth/sso',
    });
  });

  it.each([
    ['HANDOVER_JWKS', '{"keys":1}', 'HANDOVER_JWKS must be a JSON Web Key Set'],
    ['HANDOVER_JWKS', 'not json', 'HANDOVER_JWKS must be a JSON Web Key Set'],
    ['HANDOVER_JWKS_URL', 'ftp://keys', 'HANDOVER_JWKS_URL must be an absolute http(s) URL'],
    ['SSO_REDIRECT_PATH', 'auth/sso', 'SSO_REDIRECT_PATH must be a path starting with /'],
    ['SSO_ISSUER_URL', 'https://id.example.com', 'SSO_CLIENT_ID must be set when SSO_ISSUER_URL is set'],
  ])('names %s when it is invalid', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
