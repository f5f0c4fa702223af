import { describe, expect, it } from 'vitest';
import { shouldSignOutOn401 } from './unauthorized';

describe('shouldSignOutOn401', () => {
  it('signs out for an ordinary call', () => {
    expect(shouldSignOutOn401('/Ledger', '/billing')).toBe(true);
    expect(shouldSignOutOn401('/Users/42', '/embed/dashboard')).toBe(true);
  });

  it('does not sign out for the authentication calls', () => {
    expect(shouldSignOutOn401('/Users/Authenticate', '/dashboard')).toBe(false);
    expect(shouldSignOutOn401('/Users/AuthenticateSSO', '/auth/sso')).toBe(false);
    expect(shouldSignOutOn401('users/authenticate?x=1', '/dashboard')).toBe(false);
  });

  it('still signs out when the portal-token refresh is refused', () => {
    expect(shouldSignOutOn401('/Users/Authenticate/PortalToken', '/dashboard')).toBe(true);
  });

  it('does not sign out for /HomeSettings or /Account calls, in any case', () => {
    expect(shouldSignOutOn401('/HomeSettings', '/dashboard')).toBe(false);
    expect(shouldSignOutOn401('/homesettings/', '/dashboard')).toBe(false);
    expect(shouldSignOutOn401('/Account?portalEnabled=true', '/billing')).toBe(false);
    expect(shouldSignOutOn401('/Account/7', '/billing')).toBe(false);
  });

  it('does not treat look-alike paths as exempt', () => {
    expect(shouldSignOutOn401('/AccountHistory', '/billing')).toBe(true);
    expect(shouldSignOutOn401('/HomeSettingsX', '/billing')).toBe(true);
  });

  it('does not sign out when the user is already on the login page, embedded or not', () => {
    expect(shouldSignOutOn401('/Ledger', '/login')).toBe(false);
    expect(shouldSignOutOn401('/Ledger', '/login/acme')).toBe(false);
    expect(shouldSignOutOn401('/Ledger', '/embed/login')).toBe(false);
    expect(shouldSignOutOn401('/Ledger', '/logout')).toBe(true);
  });
});
