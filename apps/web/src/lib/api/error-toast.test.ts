import { describe, expect, it } from 'vitest';
import { planFailureResponse } from './error-toast';
import type { RequestFailure } from './request-failure';

const onPage = { requestPath: '/Ledger', currentPathname: '/billing' };
type HttpBody = Extract<RequestFailure, { kind: 'http' }>['body'];
const http = (status: number, body: HttpBody): RequestFailure => ({ kind: 'http', status, body });

describe('planFailureResponse', () => {
  it('shows nothing for a cancelled request', () => {
    expect(planFailureResponse({ kind: 'cancelled' }, onPage)).toEqual({ signOut: false, toast: null });
  });

  it('reports a network failure as "Network Error" in a toast titled Error', () => {
    expect(planFailureResponse({ kind: 'network' }, onPage).toast).toEqual({
      title: 'Error',
      lines: ['Network Error'],
      profileLink: false,
    });
  });

  it('shows the message of a response without body, unless the request opted out', () => {
    expect(planFailureResponse(http(404, null), onPage).toast).toEqual({
      title: 'Error',
      lines: ['Request failed with status code 404'],
      profileLink: false,
    });
    expect(planFailureResponse(http(404, null), { ...onPage, suppressErrorToast: true }).toast).toBeNull();
    expect(
      planFailureResponse({ kind: 'network' }, { ...onPage, suppressErrorToast: true }).toast,
    ).toBeNull();
  });

  it('prefers the translated text for the error code', () => {
    const plan = planFailureResponse(http(400, { errorCode: 'X1', detail: 'server words' }), {
      ...onPage,
      texts: { X1: 'Our words' },
    });
    expect(plan.toast?.lines).toEqual(['Our words']);
  });

  it('falls back to detail, then message, then title, then the generic text', () => {
    const lines = (body: HttpBody) => planFailureResponse(http(422, body), onPage).toast?.lines;
    expect(lines({ errorCode: 'UNKNOWN', detail: 'd', message: 'm', title: 't' })).toEqual(['d']);
    expect(lines({ message: 'm', title: 't' })).toEqual(['m']);
    expect(lines({ title: 't' })).toEqual(['t']);
    expect(lines({ errorCode: 'UNKNOWN' })).toEqual(['An unexpected error occurred.']);
  });

  it('adds "Error ID: {id}" when the body has one', () => {
    const plan = planFailureResponse(http(409, { message: 'Conflict', errorId: 'e-42' }), onPage);
    expect(plan.toast?.lines).toEqual(['Conflict', 'Error ID: e-42']);
  });

  it('sends the user to profile settings for PA037, with the toast saying why and linking there', () => {
    const plan = planFailureResponse(http(400, { errorCode: 'PA037', errorId: 'e1' }), onPage);
    expect(plan.sendTo).toBe('/my/profile-settings');
    expect(plan.toast?.profileLink).toBe(true);
    expect(plan.toast?.lines[0]).toMatch(/primary e-mail/);
    expect(plan.toast?.lines[1]).toBe('Error ID: e1');
  });

  it('sends the user there and says why even when the page shows its own messages', () => {
    const plan = planFailureResponse(http(400, { errorCode: 'PA037' }), {
      ...onPage,
      suppressErrorToast: true,
    });
    expect(plan.sendTo).toBe('/my/profile-settings');
    expect(plan.toast?.lines[0]).toMatch(/primary e-mail/);
  });

  it('sends nobody anywhere for other codes', () => {
    expect(planFailureResponse(http(400, { errorCode: 'X1', message: 'm' }), onPage).sendTo).toBeUndefined();
  });

  it('shows the 5xx text with the error code, defaulting to FE001', () => {
    const lines = [
      'We have encountered an error and could not complete your request.',
      'Please report your problem and mention the error code below.',
    ];
    expect(planFailureResponse(http(500, { errorCode: 'INTERNAL', errorId: 'x' }), onPage).toast).toEqual({
      title: 'Error',
      lines: [...lines, 'Error Code: INTERNAL'],
      profileLink: false,
    });
    expect(planFailureResponse(http(503, null), onPage).toast?.lines).toEqual([
      ...lines,
      'Error Code: FE001',
    ]);
  });

  it('signs out on 401 without a toast', () => {
    expect(planFailureResponse(http(401, { message: 'expired' }), onPage)).toEqual({
      signOut: true,
      toast: null,
    });
  });

  it('treats an exempt 401 like any other 4xx', () => {
    const plan = planFailureResponse(http(401, { message: 'Invalid password', errorId: 'i' }), {
      requestPath: '/Users/Authenticate',
      currentPathname: '/login',
    });
    expect(plan).toEqual({
      signOut: false,
      toast: { title: 'Error', lines: ['Invalid password', 'Error ID: i'], profileLink: false },
    });
  });
});
