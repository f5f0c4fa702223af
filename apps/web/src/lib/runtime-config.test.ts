import { defaultServiceBases } from '@hoa/contracts/services';
import { describe, expect, it } from 'vitest';
import { parsePublicConfig } from './runtime-config';

describe('parsePublicConfig', () => {
  it('uses the default bases when the meta tag is missing or broken', () => {
    const defaults = {
      serviceBases: defaultServiceBases,
      demo: false,
      pmbCustomers: ['all'],
      defaultClientId: null,
      helpCenterUrl: null,
    };
    expect(parsePublicConfig(null)).toEqual(defaults);
    expect(parsePublicConfig('{not json')).toEqual(defaults);
  });

  it('takes the bases the server hands over and fills the gaps', () => {
    const config = parsePublicConfig(
      JSON.stringify({ serviceBases: { users: 'https://users.example.com', payments: 42 }, demo: true }),
    );
    expect(config.demo).toBe(true);
    expect(config.serviceBases.users).toBe('https://users.example.com');
    expect(config.serviceBases.payments).toBe(defaultServiceBases.payments);
    expect(config.serviceBases.expressPay).toBe('/svc/express-pay');
  });

  it('takes the pmb list and the default company code, ignoring malformed ones', () => {
    const config = parsePublicConfig(JSON.stringify({ pmbCustomers: ['acme'], defaultClientId: 'demo' }));
    expect(config.pmbCustomers).toEqual(['acme']);
    expect(config.defaultClientId).toBe('demo');
    const malformed = parsePublicConfig(JSON.stringify({ pmbCustomers: [1], defaultClientId: 7 }));
    expect(malformed.pmbCustomers).toEqual(['all']);
    expect(malformed.defaultClientId).toBeNull();
  });

  it('takes an outside link only when it is an absolute http(s) address', () => {
    const link = (helpCenterUrl: unknown) =>
      parsePublicConfig(JSON.stringify({ helpCenterUrl })).helpCenterUrl;
    expect(link('https://help.example.com/hc')).toBe('https://help.example.com/hc');
    expect(link('javascript:alert(1)')).toBeNull();
    expect(link('/help')).toBeNull();
    expect(link(42)).toBeNull();
  });
});
