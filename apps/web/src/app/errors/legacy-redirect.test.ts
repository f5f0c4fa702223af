import { describe, expect, it } from 'vitest';
import { legacyRedirectTarget } from './legacy-redirect';

describe('legacyRedirectTarget', () => {
  it('follows the SPEC §2 table and keeps the query', () => {
    expect(legacyRedirectTarget('/Homeowner_v2/MakePayment', '?x=1')).toBe('/billing?x=1');
    expect(legacyRedirectTarget('/homeowner_v2/messages/42', '')).toBe('/my/messages/42');
    expect(legacyRedirectTarget('/Board_v2/ActionItems_Violations', '')).toBe('/board/violations');
  });

  it('stays inside the embed layout', () => {
    expect(legacyRedirectTarget('/embed/Home_v2/Login', '?c=acme')).toBe('/embed/login?c=acme');
  });

  it('returns null for unknown addresses', () => {
    expect(legacyRedirectTarget('/some/unknown/path', '')).toBeNull();
    expect(legacyRedirectTarget('/embed/nothing-here', '')).toBeNull();
  });
});
