import { all, onlyHomeownerA, type Rule, signedIn, staffOnly } from './matrix-rules';

const actionItems = '/svc/action-items/api';

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
};
