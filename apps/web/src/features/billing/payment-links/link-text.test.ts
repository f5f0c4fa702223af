import type { CheckoutLinkDto } from '@hoa/contracts/express-pay';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/request-failure';
import { isLive, linkDates, linkName, linkRecipient, sendFailure, sentNotice, waitText } from './link-text';

const link = (more: Partial<CheckoutLinkDto>): CheckoutLinkDto => ({
  id: 1,
  strategy: 'email',
  state: 'sent',
  recipientEmail: 'tenant@example.net',
  createdAt: '2026-11-02T15:00:00.000Z',
  expiresAt: '2026-11-16T15:00:00.000Z',
  openedAt: null,
  paidAt: null,
  revokedAt: null,
  ...more,
});

const labels = (dto: CheckoutLinkDto) => linkDates(dto, 'UTC').map(({ label, value }) => `${label} ${value}`);

describe('payment link texts', () => {
  it('says where the link went and for how long it works (the contracts’ 14 days)', () => {
    expect(sentNotice('tenant@example.net')).toBe(
      'A payment link was sent to tenant@example.net. It works for 14 days, for one payment.',
    );
  });

  it('only sent and opened links can still be withdrawn', () => {
    expect(isLive({ state: 'sent' })).toBe(true);
    expect(isLive({ state: 'opened' })).toBe(true);
    for (const state of ['paid', 'expired', 'revoked'] as const) expect(isLive({ state })).toBe(false);
  });

  it('names a statement link, which has no recipient', () => {
    expect(linkRecipient({ recipientEmail: null })).toBe('Printed on statements');
    expect(linkRecipient({ recipientEmail: 'a@b.co' })).toBe('a@b.co');
  });

  it('names a link by its recipient and day, so two links to one address differ', () => {
    expect(linkName(link({}), 'UTC')).toBe('link sent to tenant@example.net on Nov 2, 2026');
    expect(linkName(link({ recipientEmail: null, strategy: 'statement' }), 'UTC')).toBe(
      'statement link of Nov 2, 2026',
    );
  });

  it('lists the dates of each state, with the expiry only while it matters', () => {
    expect(labels(link({}))).toEqual(['Sent Nov 2, 2026', 'Works until Nov 16, 2026']);
    expect(labels(link({ state: 'opened', openedAt: '2026-11-03T10:00:00.000Z' }))).toEqual([
      'Sent Nov 2, 2026',
      'Opened Nov 3, 2026',
      'Works until Nov 16, 2026',
    ]);
    expect(
      labels(
        link({ state: 'paid', openedAt: '2026-11-03T10:00:00.000Z', paidAt: '2026-11-04T10:00:00.000Z' }),
      ),
    ).toEqual(['Sent Nov 2, 2026', 'Opened Nov 3, 2026', 'Paid Nov 4, 2026']);
    expect(labels(link({ state: 'revoked', revokedAt: '2026-11-05T10:00:00.000Z' }))).toEqual([
      'Sent Nov 2, 2026',
      'Withdrawn Nov 5, 2026',
    ]);
    expect(labels(link({ state: 'expired' }))).toEqual(['Sent Nov 2, 2026', 'Expired Nov 16, 2026']);
  });

  it('rounds a wait up to whole seconds, minutes or hours', () => {
    expect(waitText(0.2)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(3401)).toBe('57 minutes');
    expect(waitText(3600)).toBe('1 hour');
    expect(waitText(7201)).toBe('3 hours');
  });
});

describe('sendFailure', () => {
  const http = (status: number, body: Record<string, string> | null, retryAfter: number | null = null) =>
    new ApiError({ kind: 'http', status, body }, '/Account/7/CheckoutLinks', 'failed', retryAfter);

  it('says a rate limit in words, with the wait the server gave', () => {
    const limited = http(
      429,
      { errorCode: 'RATE_LIMITED', message: 'Too many attempts.', detail: 'Try again in 3401 seconds.' },
      3401,
    );
    expect(sendFailure(limited)).toEqual({
      field: null,
      message:
        'Too many payment links have been sent for this account in the last hour. You can send another in 57 minutes.',
    });
    expect(sendFailure(http(429, null)).message).toMatch(/Please try again later\.$/);
  });

  it('puts the server’s word on the address at the field, and anything else in the form', () => {
    expect(
      sendFailure(http(400, { message: 'Bad', detail: 'body.email: Enter a valid e-mail address' })),
    ).toEqual({ field: 'email', message: 'Enter a valid e-mail address' });
    expect(
      sendFailure(http(403, { message: 'Payments are blocked for this account.', errorId: 'e-1' })).field,
    ).toBeNull();
  });
});
