import type { World } from '../principals';
import { type Expectations, type Rule, signedIn, staffOnly } from './matrix-rules';

const base = '/svc/associations/api';
/** Meadowbrook's books from one side: homeowner B is a member without a board role there. */
const meadow = (w: World, area: 'Board' | 'Staff', path: string) =>
  `${base}/${area}/Associations/${w.associationIds.meadow}/${path}`;
const harbor = (w: World, area: 'Board' | 'Staff', path: string) =>
  `${base}/${area}/Associations/${w.associationIds.harbor}/${path}`;
/** The association's board (member and chair) only; a member without a board role: 403; else 404. */
const meadowBoard = (status: number): Expectations =>
  signedIn(404, { board: status, chair: status, homeownerB: 403 });

/** The association books' collections and homeowners calls (issue 17, ADR 125). */
export const associationBooksRules: Record<string, Rule> = {
  'GET /svc/associations/api/Board/Associations/:associationId/Collections': {
    request: (w) => ({ url: meadow(w, 'Board', 'Collections') }),
    expect: meadowBoard(200),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/Collections/Export': {
    request: (w) => ({ url: meadow(w, 'Board', 'Collections/Export') }),
    expect: meadowBoard(200),
  },
  // homeowner A's account in Harbor Pointe: A and staff mimicking A are members without a board role
  'GET /svc/associations/api/Board/Associations/:associationId/Collections/:subLedgerId/Lines': {
    request: (w) => ({ url: harbor(w, 'Board', `Collections/${w.subLedgerIds.homeownerA}/Lines`) }),
    expect: signedIn(404, { board: 200, chair: 200, homeownerA: 403, homeownerB: 403, mimic: 403 }),
  },
  // no such stage: the board gets past authorization to a 404
  'POST /svc/associations/api/Board/Associations/:associationId/Collections/Stages/:stageChangeId/Decision': {
    request: (w) => ({
      url: meadow(w, 'Board', 'Collections/Stages/2000000000/Decision'),
      payload: { decision: 'approved' },
    }),
    expect: meadowBoard(404),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/Collections': {
    request: (w) => ({ url: meadow(w, 'Staff', 'Collections') }),
    expect: staffOnly(200),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/Collections/:subLedgerId/Stage': {
    request: (w) => ({
      url: harbor(w, 'Staff', `Collections/${w.subLedgerIds.homeownerA}/Stage`),
      payload: { stage: 'reminder', note: 'Matrix' },
    }),
    expect: staffOnly(201),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/Homeowners': {
    request: (w) => ({ url: meadow(w, 'Board', 'Homeowners') }),
    expect: meadowBoard(200),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/Homeowners/Export': {
    request: (w) => ({ url: meadow(w, 'Board', 'Homeowners/Export') }),
    expect: meadowBoard(200),
  },
};
