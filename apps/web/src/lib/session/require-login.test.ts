import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './require-login';

describe('login guard paths', () => {
  it('keeps the page to come back to, embed prefix included', () => {
    expect(loginPathFor('/billing', '?a=1')).toBe('/login?returnTo=%2Fbilling%3Fa%3D1');
    expect(loginPathFor('/embed/billing', '')).toBe('/embed/login?returnTo=%2Fbilling');
  });

  it('accepts only pages of this app as return paths', () => {
    expect(safeReturnPath('/billing?x=1')).toBe('/billing?x=1');
    expect(safeReturnPath('/embed/billing')).toBe('/billing');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil', '/login', '/logout']) {
      expect(safeReturnPath(bad)).toBe('/dashboard');
    }
  });
});
