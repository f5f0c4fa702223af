import { describe, expect, it } from 'vitest';
import { describeRouteError } from './route-error-boundary';

// The shape isRouteErrorResponse recognises (what the router throws for 404/405/400).
const response = (status: number, statusText: string) => ({ status, statusText, internal: true, data: null });

describe('describeRouteError', () => {
  it('names the address on 404', () => {
    const screen = describeRouteError(response(404, 'Not Found'), '/nope', '?a=1');
    expect(screen.lines).toEqual(['No route matches URL "/nope?a=1".']);
  });

  it('handles 405 and 400', () => {
    expect(describeRouteError(response(405, 'Method Not Allowed'), '/billing').title).toBe(
      'Method Not Allowed',
    );
    expect(describeRouteError(response(400, 'Bad Request'), '/billing').title).toBe('Bad Request');
  });

  it('shows the generic application error for thrown errors, with a reload', () => {
    const screen = describeRouteError(new Error('boom'), '/billing');
    expect(screen.title).toBe('Unexpected Application Error!');
    expect(screen.reload).toBe(true);
    expect(screen.lines.join(' ')).not.toContain('boom');
  });
});
