import { all, type Rule } from './matrix-rules';

/** A well-formed link no one was given. */
const unknownLink = { strategy: 'email', link: 'A'.repeat(43) };

export const expressPayRules: Record<string, Rule> = {
  'GET /svc/express-pay/api/': { expect: all(200) },
  // a sign-in token opens no link, and never stands in for an epay token (ADR 118)
  'POST /svc/express-pay/api/authenticate': { request: () => ({ payload: unknownLink }), expect: all(401) },
  'GET /svc/express-pay/api/account': { expect: all(401) },
  // the same answer for everyone, whatever the link
  'POST /svc/express-pay/api/renew': { request: () => ({ payload: unknownLink }), expect: all(202) },
};
