import { all, type Rule } from './matrix-rules';

export const expressPayRules: Record<string, Rule> = {
  'GET /svc/express-pay/api/': { expect: all(200) },
};
