import { all, type Rule } from './matrix-rules';

const expressPay = '/svc/express-pay/api';

/** A well-formed link no one was given. */
const unknownLink = { strategy: 'email', link: 'A'.repeat(43) };

export const expressPayRules: Record<string, Rule> = {
  'GET /svc/express-pay/api/': { expect: all(200) },
  // a sign-in token opens no link, and never stands in for an epay token (ADR 118)
  'POST /svc/express-pay/api/authenticate': { request: () => ({ payload: unknownLink }), expect: all(401) },
  'GET /svc/express-pay/api/account': { expect: all(401) },
  // every payer call needs an epay token: a sign-in token is refused like none (ADR 118)
  'POST /svc/express-pay/api/express-pay': {
    request: () => ({ payload: { amount: 100, methodKind: 'card' } }),
    expect: all(401),
  },
  'PATCH /svc/express-pay/api/express-pay/:id': {
    request: () => ({ url: `${expressPay}/express-pay/1`, payload: { amount: 100 } }),
    expect: all(401),
  },
  'PUT /svc/express-pay/api/express-pay/:id/confirm': {
    request: () => ({ url: `${expressPay}/express-pay/1/confirm`, payload: {} }),
    expect: all(401),
  },
  'PUT /svc/express-pay/api/acknowledgement/:id/confirm': {
    request: () => ({ url: `${expressPay}/acknowledgement/1/confirm`, payload: { termsVersion: '2026-01' } }),
    expect: all(401),
  },
  'GET /svc/express-pay/api/payments': { expect: all(401) },
  // the same answer for everyone, whatever the link
  'POST /svc/express-pay/api/renew': { request: () => ({ payload: unknownLink }), expect: all(202) },
};
