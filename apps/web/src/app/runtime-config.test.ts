import { defaultServiceBases } from '@hoa/contracts/services';
import { describe, expect, it } from 'vitest';
import { parsePublicConfig } from './runtime-config';

describe('parsePublicConfig', () => {
  it('uses the default bases when the meta tag is missing or broken', () => {
    expect(parsePublicConfig(null)).toEqual({ serviceBases: defaultServiceBases, demo: false });
    expect(parsePublicConfig('{not json')).toEqual({ serviceBases: defaultServiceBases, demo: false });
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
});
