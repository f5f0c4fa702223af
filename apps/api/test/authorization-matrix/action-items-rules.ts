import { all, onlyHomeownerA, type Rule, signedIn } from './matrix-rules';

const actionItems = '/svc/action-items/api';

export const actionItemsRules: Record<string, Rule> = {
  // community (issue 5): the demo's first request (id 1) and first attachment (on request 11) are homeowner A's
  'GET /svc/action-items/api/': { expect: all(200) },
  'GET /svc/action-items/api/HomeownerRequests': { expect: signedIn(200) },
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
  // the body is parsed before the token is checked: only PDF, PNG or JPEG bodies get that far (see community tests)
  'POST /svc/action-items/api/HomeownerRequests/:id/Attachments': {
    request: () => ({
      url: `${actionItems}/HomeownerRequests/1/Attachments?fileName=a.png`,
      payload: { not: 'a file' },
    }),
    expect: all(415),
  },
  'GET /svc/action-items/api/HomeownerRequests/:id/Attachments/:attachmentId': {
    request: () => ({ url: `${actionItems}/HomeownerRequests/11/Attachments/1` }),
    expect: { ...onlyHomeownerA(200), staff: 200 },
  },
};
