import type { World } from '../principals';
import {
  all,
  type Expectations,
  type Expected,
  onlyHomeownerA,
  type Rule,
  signedIn,
  staffOnly,
} from './matrix-rules';

const actionItems = '/svc/action-items/api';

/**
 * Board ARC calls on a Meadowbrook request (ADR 111): its board and chair; homeowner B, a member there
 * without a board role, 403; everyone else (homeowner A and staff mimicking A, Sunset's board member,
 * staff as themselves) does not know it: 404.
 */
const meadowBoard = (status: Expected, chair: Expected = status): Expectations =>
  signedIn(404, { board: status, chair, homeownerB: 403 });
const arcRequest = (w: World, path = '') => `${actionItems}/Board/ArcRequests/${w.arc.openRequestId}${path}`;

export const actionItemsRules: Record<string, Rule> = {
  // community (issue 5): the demo's first request (id 1) and first attachment (on request 11) are homeowner A's
  'GET /svc/action-items/api/': { expect: all(200) },
  'GET /svc/action-items/api/HomeownerRequests': { expect: signedIn(200) },
  // the staff request queue (ADR 073)
  'GET /svc/action-items/api/Staff/HomeownerRequests': { expect: staffOnly(200) },
  'POST /svc/action-items/api/HomeownerRequests': {
    // end before start: refused after the property check, so nothing is written
    request: (w) => ({
      payload: {
        kind: 'reservation',
        propertyId: w.propertyIds.homeownerA,
        amenityId: 1,
        date: '2099-01-01',
        startTime: '12:00',
        endTime: '11:00',
      },
    }),
    expect: onlyHomeownerA(400),
  },
  'GET /svc/action-items/api/HomeownerRequests/:id': {
    request: () => ({ url: `${actionItems}/HomeownerRequests/1` }),
    expect: { ...onlyHomeownerA(200), staff: 200 },
  },
  'POST /svc/action-items/api/HomeownerRequests/:id/Messages': {
    request: () => ({
      url: `${actionItems}/HomeownerRequests/1/Messages`,
      payload: { body: 'Matrix message' },
    }),
    expect: { ...onlyHomeownerA(201), staff: 201 },
  },
  'PATCH /svc/action-items/api/HomeownerRequests/:id/Status': {
    request: () => ({ url: `${actionItems}/HomeownerRequests/1/Status`, payload: { status: 'in_review' } }),
    expect: { ...onlyHomeownerA(403), staff: 200 },
  },
  // the token is checked before the body is read; then only PDF, PNG or JPEG bodies are parsed at all
  // (who may attach to which request: see the community tests)
  'POST /svc/action-items/api/HomeownerRequests/:id/Attachments': {
    request: () => ({
      url: `${actionItems}/HomeownerRequests/1/Attachments?fileName=a.png`,
      payload: { not: 'a file' },
    }),
    expect: signedIn(415),
  },
  'GET /svc/action-items/api/HomeownerRequests/:id/Attachments/:attachmentId': {
    request: () => ({ url: `${actionItems}/HomeownerRequests/11/Attachments/1` }),
    expect: { ...onlyHomeownerA(200), staff: 200 },
  },
  // board ARC review (issue 14, ADR 111); the lists need some board role anywhere (403 otherwise)
  'GET /svc/action-items/api/Board/ArcRequests': {
    expect: signedIn(403, { board: 200, chair: 200, boardOther: 200 }),
  },
  'GET /svc/action-items/api/Board/ArcRequests/Export': {
    expect: signedIn(403, { board: 200, chair: 200, boardOther: 200 }),
  },
  'GET /svc/action-items/api/Board/ArcRequests/:id': {
    request: (w) => ({ url: arcRequest(w) }),
    expect: meadowBoard(200),
  },
  'GET /svc/action-items/api/Board/ArcRequests/:id/Messages': {
    request: (w) => ({ url: arcRequest(w, '/Messages') }),
    expect: meadowBoard(200),
  },
  // votes and messages are form data; a JSON body with the same fields is read the same way
  'POST /svc/action-items/api/Board/ArcRequests/Message': {
    request: (w) => ({
      url: `${actionItems}/Board/ArcRequests/Message`,
      payload: { requestId: w.arc.openRequestId, body: 'Matrix board message' },
    }),
    expect: meadowBoard(201),
  },
  'POST /svc/action-items/api/Board/ArcRequests/:id/Vote': {
    request: (w) => ({ url: arcRequest(w, '/Vote'), payload: { vote: 'approve' } }),
    expect: meadowBoard(200),
  },
  // "more information needed" is not final, so the chair may record it again
  'POST /svc/action-items/api/Board/ArcRequests/:id/ChairDecision': {
    request: (w) => ({
      url: `${actionItems}/Board/ArcRequests/${w.arc.moreInformationRequestId}/ChairDecision`,
      payload: { outcome: 'more_information_needed', reason: 'Matrix: please send the drawings.' },
    }),
    expect: meadowBoard(403, 200),
  },
  'GET /svc/action-items/api/Attachments/GetAttachmentsByActionItem': {
    request: (w) => ({
      url: `${actionItems}/Attachments/GetAttachmentsByActionItem?actionItemId=${w.arc.openRequestId}`,
    }),
    expect: meadowBoard(200),
  },
  'GET /svc/action-items/api/Attachments': {
    request: (w) => ({ url: `${actionItems}/Attachments?imgId=${w.arc.attachmentId}` }),
    expect: meadowBoard(200),
  },
};
