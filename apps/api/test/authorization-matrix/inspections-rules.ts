import type { World } from '../principals';
import { type Expectations, type Rule, signedIn, staffOnly } from './matrix-rules';

const associations = '/svc/associations/api';
/** Harbor Pointe's inspections: homeowners A, B and staff mimicking A are members without a board role. */
const harbor = (w: World, area: 'Board' | 'Staff', path = '') =>
  `${associations}/${area}/Associations/${w.associationIds.harbor}/Inspections${path}`;
const harborBoard = (status: number): Expectations =>
  signedIn(404, { board: status, chair: status, homeownerA: 403, homeownerB: 403, mimic: 403 });
/** No such inspection: who may ask gets past authorization to a 404. */
const none = '/2000000000';
const finding = { propertyId: 1, category: 'Landscaping', description: 'Dead shrubs.', ruleReference: '' };

/** Inspections (issue 18, ADR 132): the board reads, staff write (associations service). */
export const inspectionsRules: Record<string, Rule> = {
  'GET /svc/associations/api/Board/Associations/:associationId/Inspections': {
    request: (w) => ({ url: harbor(w, 'Board') }),
    expect: harborBoard(200),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/Inspections/Export': {
    request: (w) => ({ url: harbor(w, 'Board', '/Export') }),
    expect: harborBoard(200),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/Inspections/:inspectionId': {
    request: (w) => ({ url: harbor(w, 'Board', none) }),
    expect: harborBoard(404),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/Inspections/:inspectionId/Findings/:findingId/Photos/:photoId':
    {
      request: (w) => ({ url: harbor(w, 'Board', `${none}/Findings/1/Photos/1`) }),
      expect: harborBoard(404),
    },
  'GET /svc/associations/api/Staff/Associations/:associationId/Inspections': {
    request: (w) => ({ url: harbor(w, 'Staff') }),
    expect: staffOnly(200),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/Inspections/Export': {
    request: (w) => ({ url: harbor(w, 'Staff', '/Export') }),
    expect: staffOnly(200),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/Inspections/:inspectionId': {
    request: (w) => ({ url: harbor(w, 'Staff', none) }),
    expect: staffOnly(404),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/Inspections/:inspectionId/Findings/:findingId/Photos/:photoId':
    {
      request: (w) => ({ url: harbor(w, 'Staff', `${none}/Findings/1/Photos/1`) }),
      expect: staffOnly(404),
    },
  'POST /svc/associations/api/Staff/Associations/:associationId/Inspections': {
    request: (w) => ({
      url: harbor(w, 'Staff'),
      payload: { inspectedOn: '2026-11-02', inspectorName: 'Matrix', commonArea: 'Pool' },
    }),
    expect: staffOnly(201),
  },
  'PUT /svc/associations/api/Staff/Associations/:associationId/Inspections/:inspectionId': {
    request: (w) => ({
      url: harbor(w, 'Staff', none),
      payload: { inspectedOn: '2026-11-02', inspectorName: 'Matrix', commonArea: 'Pool' },
    }),
    expect: staffOnly(404),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/Inspections/:inspectionId/Findings': {
    request: (w) => ({ url: harbor(w, 'Staff', `${none}/Findings`), payload: finding }),
    expect: staffOnly(404),
  },
  'PUT /svc/associations/api/Staff/Associations/:associationId/Inspections/:inspectionId/Findings/:findingId':
    {
      request: (w) => ({ url: harbor(w, 'Staff', `${none}/Findings/1`), payload: finding }),
      expect: staffOnly(404),
    },
  'DELETE /svc/associations/api/Staff/Associations/:associationId/Inspections/:inspectionId/Findings/:findingId':
    {
      request: (w) => ({ url: harbor(w, 'Staff', `${none}/Findings/1`) }),
      expect: staffOnly(404),
    },
  'POST /svc/associations/api/Staff/Associations/:associationId/Inspections/:inspectionId/Findings/:findingId/Violation':
    {
      request: (w) => ({ url: harbor(w, 'Staff', `${none}/Findings/1/Violation`), payload: {} }),
      expect: staffOnly(404),
    },
  // only PNG or JPEG bodies are parsed at all (who may add photos: see the inspections tests)
  'POST /svc/associations/api/Staff/Associations/:associationId/Inspections/:inspectionId/Findings/:findingId/Photos':
    {
      request: (w) => ({
        url: harbor(w, 'Staff', `${none}/Findings/1/Photos?fileName=a.png`),
        payload: { not: 'a photo' },
      }),
      expect: signedIn(415),
    },
};
