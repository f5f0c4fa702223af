import { describe, expect, it } from 'vitest';
import { usesPublicFrame } from './main-layout';

describe('usesPublicFrame', () => {
  it('keeps sign-in pages in the public frame even once signed in', () => {
    for (const path of [
      '/login',
      '/login/demo',
      '/Login',
      '/forgot-login',
      '/create-account',
      '/request-account',
      '/logout',
    ]) {
      expect(usesPublicFrame(path, true), path).toBe(true);
    }
  });

  it('gives signed-in pages the app frame, and visitors the public frame', () => {
    expect(usesPublicFrame('/dashboard', true)).toBe(false);
    expect(usesPublicFrame('/login-help', true)).toBe(false);
    expect(usesPublicFrame('/dashboard', false)).toBe(true);
  });
});
