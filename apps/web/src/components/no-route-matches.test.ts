import { describe, expect, it } from 'vitest';
import { noRouteMatchesText } from './no-route-matches';

describe('noRouteMatchesText', () => {
  it('names the missed address', () => {
    expect(noRouteMatchesText('/some/unknown/path', '?a=1')).toBe(
      'No route matches URL "/some/unknown/path?a=1".',
    );
  });

  it('does not name /not-found itself', () => {
    expect(noRouteMatchesText('/not-found')).toBe('No route matches URL.');
    expect(noRouteMatchesText('/embed/not-found')).toBe('No route matches URL.');
  });
});
