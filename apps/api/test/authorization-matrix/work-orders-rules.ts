import type { World } from '../principals';
import { type Expectations, type Expected, type Rule, signedIn, staffOnly } from './matrix-rules';

/** Work orders (ADR 130): Meadowbrook's board reads and comments, its staff run them; others are refused. */
const associations = '/svc/associations/api';
const meadowBoard = (status: Expected): Expectations =>
  signedIn(404, { board: status, chair: status, homeownerB: 403 });
const board = (w: World, path = '') =>
  `${associations}/Board/Associations/${w.associationIds.meadow}/WorkOrders${path}`;
const staff = (w: World, path = '') =>
  `${associations}/Staff/Associations/${w.associationIds.meadow}/WorkOrders${path}`;
const settings = (w: World) =>
  `${associations}/Staff/Associations/${w.associationIds.meadow}/WorkOrderSettings`;

export const workOrdersRules: Record<string, Rule> = {
  'GET /svc/associations/api/Board/Associations/:associationId/WorkOrders': {
    request: (w) => ({ url: board(w) }),
    expect: meadowBoard(200),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/WorkOrders/Export': {
    request: (w) => ({ url: board(w, '/Export') }),
    expect: meadowBoard(200),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/WorkOrders/:workOrderId': {
    request: (w) => ({ url: board(w, '/999999') }),
    expect: meadowBoard(404),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/WorkOrders/:workOrderId/Photos/:photoId': {
    request: (w) => ({ url: board(w, '/999999/Photos/1') }),
    expect: meadowBoard(404),
  },
  'POST /svc/associations/api/Board/Associations/:associationId/WorkOrders/:workOrderId/Messages': {
    request: (w) => ({ url: board(w, '/999999/Messages'), payload: { body: 'Matrix comment' } }),
    expect: meadowBoard(404),
  },
  'POST /svc/associations/api/Board/Associations/:associationId/WorkOrders/:workOrderId/EstimateDecision': {
    request: (w) => ({ url: board(w, '/999999/EstimateDecision'), payload: { decision: 'approve' } }),
    expect: meadowBoard(404),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/WorkOrders': {
    request: (w) => ({ url: staff(w) }),
    expect: staffOnly(200),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/WorkOrders/Export': {
    request: (w) => ({ url: staff(w, '/Export') }),
    expect: staffOnly(200),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/WorkOrders/:workOrderId': {
    request: (w) => ({ url: staff(w, '/999999') }),
    expect: staffOnly(404),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/WorkOrders/:workOrderId/Photos/:photoId': {
    request: (w) => ({ url: staff(w, '/999999/Photos/1') }),
    expect: staffOnly(404),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/WorkOrders/:workOrderId/Messages': {
    request: (w) => ({ url: staff(w, '/999999/Messages'), payload: { body: 'Matrix comment' } }),
    expect: staffOnly(404),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/WorkOrderOptions': {
    request: (w) => ({
      url: `${associations}/Staff/Associations/${w.associationIds.meadow}/WorkOrderOptions`,
    }),
    expect: staffOnly(200),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/WorkOrders': {
    request: (w) => ({ url: staff(w), payload: { title: 'Matrix work order', commonArea: 'Clubhouse' } }),
    expect: staffOnly(201),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/WorkOrders/FromRequest': {
    request: (w) => ({ url: staff(w, '/FromRequest'), payload: { requestId: 999999 } }),
    expect: staffOnly(400),
  },
  'PUT /svc/associations/api/Staff/Associations/:associationId/WorkOrders/:workOrderId': {
    request: (w) => ({ url: staff(w, '/999999'), payload: { title: 'Matrix', commonArea: 'Clubhouse' } }),
    expect: staffOnly(404),
  },
  'PUT /svc/associations/api/Staff/Associations/:associationId/WorkOrders/:workOrderId/Estimate': {
    request: (w) => ({ url: staff(w, '/999999/Estimate'), payload: { estimatedCost: 1000 } }),
    expect: staffOnly(404),
  },
  'PUT /svc/associations/api/Staff/Associations/:associationId/WorkOrders/:workOrderId/ActualCost': {
    request: (w) => ({ url: staff(w, '/999999/ActualCost'), payload: { actualCost: 1000 } }),
    expect: staffOnly(404),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/WorkOrders/:workOrderId/Status': {
    request: (w) => ({ url: staff(w, '/999999/Status'), payload: { status: 'in_progress' } }),
    expect: staffOnly(404),
  },
  // JSON without the photo: staff get past authorization and are told to send a form
  'POST /svc/associations/api/Staff/Associations/:associationId/WorkOrders/:workOrderId/Photos': {
    request: (w) => ({ url: staff(w, '/999999/Photos'), payload: {} }),
    expect: staffOnly(404),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/WorkOrderSettings': {
    request: (w) => ({ url: settings(w) }),
    expect: staffOnly(200),
  },
  'PUT /svc/associations/api/Staff/Associations/:associationId/WorkOrderSettings': {
    request: (w) => ({ url: settings(w), payload: { estimateApprovalThreshold: 100000 } }),
    expect: staffOnly(200),
  },
};
