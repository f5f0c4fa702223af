import type { World } from '../principals';
import { type Rule, signedIn, staffOnly } from './matrix-rules';

const associations = '/svc/associations/api';
const board = (w: World, path: string) =>
  `${associations}/Board/Associations/${w.associationIds.meadow}/${path}`;
const staff = (w: World, path: string) =>
  `${associations}/Staff/Associations/${w.associationIds.meadow}/${path}`;
/**
 * A bank account no association has: the board gets past authorization and meets a 404, so the
 * refusals (403 off the board, 404 outside it) are what the matrix shows; the 200s are in
 * test/association-books/.
 */
const noAccount = 2_147_483_647;
/** The board of Meadowbrook (member and chair) reads; homeowner B is a member off the board (403). */
const boardReads = (status: number) => signedIn(404, { board: status, chair: status, homeownerB: 403 });

/** Issue 17 bank accounts, expense accounts and budgets (ADR 126): the board reads, staff enter. */
export const bankAccountsRules: Record<string, Rule> = {
  'GET /svc/associations/api/Board/Associations/:associationId/BankAccounts': {
    request: (w) => ({ url: board(w, 'BankAccounts') }),
    expect: boardReads(200),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/BankAccounts/:bankAccountId/Register': {
    request: (w) => ({ url: board(w, `BankAccounts/${noAccount}/Register`) }),
    expect: boardReads(404),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/BankAccounts/:bankAccountId/Register/Export': {
    request: (w) => ({ url: board(w, `BankAccounts/${noAccount}/Register/Export`) }),
    expect: boardReads(404),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/BankAccounts/:bankAccountId/Reconciliation': {
    request: (w) => ({ url: board(w, `BankAccounts/${noAccount}/Reconciliation`) }),
    expect: boardReads(404),
  },
  // staff of the managing company as themselves; writes are sent invalid so nothing changes (400)
  'GET /svc/associations/api/Staff/Associations': { expect: staffOnly(200) },
  'GET /svc/associations/api/Staff/Associations/:associationId/BankAccounts': {
    request: (w) => ({ url: staff(w, 'BankAccounts') }),
    expect: staffOnly(200),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/BankAccounts': {
    request: (w) => ({ url: staff(w, 'BankAccounts'), payload: { lastFour: '123456789' } }),
    expect: staffOnly(400),
  },
  'PATCH /svc/associations/api/Staff/Associations/:associationId/BankAccounts/:bankAccountId': {
    request: (w) => ({ url: staff(w, `BankAccounts/${noAccount}`), payload: { name: 'Checking' } }),
    expect: staffOnly(404),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/BankAccounts/:bankAccountId/StatementBalances':
    {
      request: (w) => ({ url: staff(w, `BankAccounts/${noAccount}/StatementBalances`) }),
      expect: staffOnly(404),
    },
  'POST /svc/associations/api/Staff/Associations/:associationId/BankAccounts/:bankAccountId/StatementBalances':
    {
      request: (w) => ({
        url: staff(w, `BankAccounts/${noAccount}/StatementBalances`),
        payload: { statementDate: '2026-10-31', balance: 100 },
      }),
      expect: staffOnly(404),
    },
  'PUT /svc/associations/api/Staff/Associations/:associationId/BankAccounts/:bankAccountId/StatementBalances/:statementDate':
    {
      request: (w) => ({
        url: staff(w, `BankAccounts/${noAccount}/StatementBalances/2026-10-31`),
        payload: { balance: 100 },
      }),
      expect: staffOnly(404),
    },
  'GET /svc/associations/api/Staff/Associations/:associationId/ExpenseAccounts': {
    request: (w) => ({ url: staff(w, 'ExpenseAccounts') }),
    expect: staffOnly(200),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/ExpenseAccounts': {
    request: (w) => ({ url: staff(w, 'ExpenseAccounts'), payload: { name: '' } }),
    expect: staffOnly(400),
  },
  'PATCH /svc/associations/api/Staff/Associations/:associationId/ExpenseAccounts/:accountId': {
    request: (w) => ({ url: staff(w, `ExpenseAccounts/${noAccount}`), payload: { name: 'Snow removal' } }),
    expect: staffOnly(404),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/Budgets/:fiscalYear': {
    request: (w) => ({ url: staff(w, 'Budgets/2027') }),
    expect: staffOnly(200),
  },
  'PUT /svc/associations/api/Staff/Associations/:associationId/Budgets/:fiscalYear': {
    request: (w) => ({ url: staff(w, 'Budgets/2027'), payload: { lines: [] } }),
    expect: staffOnly(400),
  },
};
