import type { World } from '../principals';
import { type Expected, type Rule, signedIn } from './matrix-rules';

const reports = (w: World, path: string) =>
  `/svc/associations/api/Board/Associations/${w.associationIds.meadow}/Reports/${path}`;
/**
 * The board's reports on Meadowbrook's books (issue 17): its board member and chair read them;
 * homeowner B is a member without a board role (403); everyone else, staff as themselves included,
 * does not know the association's books (404).
 */
const boardReads = (status: Expected) => signedIn(404, { board: status, chair: status, homeownerB: 403 });

const prefix = 'GET /svc/associations/api/Board/Associations/:associationId/Reports';

export const associationReportsRules: Record<string, Rule> = {
  [`${prefix}/BalanceSheet`]: {
    request: (w) => ({ url: reports(w, 'BalanceSheet?asOf=2026-01-31') }),
    expect: boardReads(200),
  },
  [`${prefix}/BalanceSheet/Export`]: {
    request: (w) => ({ url: reports(w, 'BalanceSheet/Export?format=csv') }),
    expect: boardReads(200),
  },
  [`${prefix}/IncomeStatement`]: {
    request: (w) => ({ url: reports(w, 'IncomeStatement?from=2026-01-01&to=2026-01-31') }),
    expect: boardReads(200),
  },
  [`${prefix}/IncomeStatement/Export`]: {
    request: (w) => ({ url: reports(w, 'IncomeStatement/Export?from=2026-01-01&to=2026-01-31&format=csv') }),
    expect: boardReads(200),
  },
  [`${prefix}/Delinquency`]: {
    request: (w) => ({ url: reports(w, 'Delinquency') }),
    expect: boardReads(200),
  },
  [`${prefix}/Delinquency/Export`]: {
    request: (w) => ({ url: reports(w, 'Delinquency/Export?format=csv') }),
    expect: boardReads(200),
  },
  [`${prefix}/CashActivity`]: {
    request: (w) => ({ url: reports(w, 'CashActivity?from=2026-01-01&to=2026-01-31') }),
    expect: boardReads(200),
  },
  [`${prefix}/CashActivity/Export`]: {
    request: (w) => ({ url: reports(w, 'CashActivity/Export?from=2026-01-01&to=2026-01-31&format=csv') }),
    expect: boardReads(200),
  },
  // account 1 need not be Meadowbrook's: the board gets its lines or 404, never another's lines
  [`${prefix}/AccountLines`]: {
    request: (w) => ({ url: reports(w, 'AccountLines?accountId=1&to=2026-01-31') }),
    expect: boardReads([200, 404]),
  },
};
