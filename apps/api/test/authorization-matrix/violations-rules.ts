import type { World } from '../principals';
import { type Expectations, type Rule, signedIn, staffOnly } from './matrix-rules';

const associations = '/svc/associations/api';
const actionItems = '/svc/action-items/api';
/** Harbor Pointe's violations from one side: homeowners A, B and staff mimicking A are members without a board role. */
const harbor = (w: World, area: 'Board' | 'Staff', path = '') =>
  `${associations}/${area}/Associations/${w.associationIds.harbor}/Violations${path}`;
const harborBoard = (status: number): Expectations =>
  signedIn(404, { board: status, chair: status, homeownerA: 403, homeownerB: 403, mimic: 403 });
/** No such violation: who may ask gets past authorization to a 404. */
const none = '/2000000000';
const form = {
  category: 'Parking',
  description: 'Boat trailer in the driveway.',
  ruleReference: 'Rules 4.2',
  observedOn: '2026-11-02',
};

/** Violations (issue 18, ADR 129): the board's and the staff's calls (associations) and the owner's (action items). */
export const violationsRules: Record<string, Rule> = {
  'GET /svc/associations/api/Board/Associations/:associationId/Violations': {
    request: (w) => ({ url: harbor(w, 'Board') }),
    expect: harborBoard(200),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/Violations/Export': {
    request: (w) => ({ url: harbor(w, 'Board', '/Export') }),
    expect: harborBoard(200),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/Violations/:violationId': {
    request: (w) => ({ url: harbor(w, 'Board', none) }),
    expect: harborBoard(404),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/Violations/:violationId/Photos/:photoId': {
    request: (w) => ({ url: harbor(w, 'Board', `${none}/Photos/1`) }),
    expect: harborBoard(404),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/Violations/:violationId/Notices/:eventId': {
    request: (w) => ({ url: harbor(w, 'Board', `${none}/Notices/1`) }),
    expect: harborBoard(404),
  },
  'POST /svc/associations/api/Board/Associations/:associationId/Violations/:violationId/Comments': {
    request: (w) => ({ url: harbor(w, 'Board', `${none}/Comments`), payload: { body: 'Matrix' } }),
    expect: harborBoard(404),
  },
  'POST /svc/associations/api/Board/Associations/:associationId/Violations/:violationId/Escalations/:escalationId/Decision':
    {
      request: (w) => ({
        url: harbor(w, 'Board', `${none}/Escalations/1/Decision`),
        payload: { decision: 'approve' },
      }),
      expect: harborBoard(404),
    },
  'GET /svc/associations/api/Staff/Associations/:associationId/Violations': {
    request: (w) => ({ url: harbor(w, 'Staff') }),
    expect: staffOnly(200),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/Violations/Export': {
    request: (w) => ({ url: harbor(w, 'Staff', '/Export') }),
    expect: staffOnly(200),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/Violations/Properties': {
    request: (w) => ({ url: harbor(w, 'Staff', '/Properties?search=harbor') }),
    expect: staffOnly(200),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/Violations': {
    request: (w) => ({ url: harbor(w, 'Staff'), payload: { ...form, propertyId: w.propertyIds.homeownerA } }),
    expect: staffOnly(201),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/Violations/:violationId': {
    request: (w) => ({ url: harbor(w, 'Staff', none) }),
    expect: staffOnly(404),
  },
  'PUT /svc/associations/api/Staff/Associations/:associationId/Violations/:violationId': {
    request: (w) => ({ url: harbor(w, 'Staff', none), payload: form }),
    expect: staffOnly(404),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/Violations/:violationId/Stage': {
    request: (w) => ({ url: harbor(w, 'Staff', `${none}/Stage`), payload: { stage: 'courtesy_notice' } }),
    expect: staffOnly(404),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/Violations/:violationId/Escalations': {
    request: (w) => ({
      url: harbor(w, 'Staff', `${none}/Escalations`),
      payload: { stage: 'fine', fineAmount: 5_000 },
    }),
    expect: staffOnly(404),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/Violations/:violationId/Comments': {
    request: (w) => ({ url: harbor(w, 'Staff', `${none}/Comments`), payload: { body: 'Matrix' } }),
    expect: staffOnly(404),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/Violations/:violationId/Photos/:photoId': {
    request: (w) => ({ url: harbor(w, 'Staff', `${none}/Photos/1`) }),
    expect: staffOnly(404),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/Violations/:violationId/Notices/:eventId': {
    request: (w) => ({ url: harbor(w, 'Staff', `${none}/Notices/1`) }),
    expect: staffOnly(404),
  },
  // only PNG or JPEG bodies are parsed at all (who may add photos: see the violations tests)
  'POST /svc/associations/api/Staff/Associations/:associationId/Violations/:violationId/Photos': {
    request: (w) => ({
      url: harbor(w, 'Staff', `${none}/Photos?fileName=a.png`),
      payload: { not: 'a photo' },
    }),
    expect: signedIn(415),
  },
  'GET /svc/action-items/api/Violations': { expect: signedIn(200) },
  'GET /svc/action-items/api/Violations/:violationId': {
    request: () => ({ url: `${actionItems}/Violations${none}` }),
    expect: signedIn(404),
  },
  'GET /svc/action-items/api/Violations/:violationId/Notices/:eventId': {
    request: () => ({ url: `${actionItems}/Violations${none}/Notices/1` }),
    expect: signedIn(404),
  },
  'GET /svc/action-items/api/Violations/:violationId/Photos/:photoId': {
    request: () => ({ url: `${actionItems}/Violations${none}/Photos/1` }),
    expect: signedIn(404),
  },
  'POST /svc/action-items/api/Violations/:violationId/Replies': {
    request: () => ({ url: `${actionItems}/Violations${none}/Replies`, payload: { body: 'Matrix' } }),
    expect: signedIn(404),
  },
};
