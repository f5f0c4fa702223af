import type { World } from '../principals';
import { type Expectations, type Rule, signedIn, staffOnly } from './matrix-rules';

const base = '/svc/associations/api';
/** Meadowbrook's to-dos from one side: homeowner B is a member without a board role there. */
const meadow = (w: World, area: 'Board' | 'Staff', path = '') =>
  `${base}/${area}/Associations/${w.associationIds.meadow}/Todos${path}`;
/** The association's board (member and chair) only; a member without a board role: 403; else 404. */
const meadowBoard = (status: number): Expectations =>
  signedIn(404, { board: status, chair: status, homeownerB: 403 });
const todo = { title: 'Matrix to-do' };

/** The board's to-do list (issue 18, ADR 131); no such to-do: past authorization to a 404. */
export const boardTodosRules: Record<string, Rule> = {
  'GET /svc/associations/api/Board/Associations/:associationId/Todos': {
    request: (w) => ({ url: meadow(w, 'Board') }),
    expect: meadowBoard(200),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/Todos/Export': {
    request: (w) => ({ url: meadow(w, 'Board', '/Export') }),
    expect: meadowBoard(200),
  },
  'POST /svc/associations/api/Board/Associations/:associationId/Todos': {
    request: (w) => ({ url: meadow(w, 'Board'), payload: todo }),
    expect: meadowBoard(201),
  },
  'PUT /svc/associations/api/Board/Associations/:associationId/Todos/:todoId': {
    request: (w) => ({ url: meadow(w, 'Board', '/2000000000'), payload: todo }),
    expect: meadowBoard(404),
  },
  'PUT /svc/associations/api/Board/Associations/:associationId/Todos/:todoId/Done': {
    request: (w) => ({ url: meadow(w, 'Board', '/2000000000/Done'), payload: { done: true } }),
    expect: meadowBoard(404),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/Todos': {
    request: (w) => ({ url: meadow(w, 'Staff') }),
    expect: staffOnly(200),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/Todos/Export': {
    request: (w) => ({ url: meadow(w, 'Staff', '/Export') }),
    expect: staffOnly(200),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/Todos': {
    request: (w) => ({ url: meadow(w, 'Staff'), payload: todo }),
    expect: staffOnly(201),
  },
  'PUT /svc/associations/api/Staff/Associations/:associationId/Todos/:todoId': {
    request: (w) => ({ url: meadow(w, 'Staff', '/2000000000'), payload: todo }),
    expect: staffOnly(404),
  },
  'PUT /svc/associations/api/Staff/Associations/:associationId/Todos/:todoId/Done': {
    request: (w) => ({ url: meadow(w, 'Staff', '/2000000000/Done'), payload: { done: true } }),
    expect: staffOnly(404),
  },
};
