import { all, onlyHomeownerA, type Rule, signedIn, staffOnly } from './matrix-rules';

const users = '/svc/users/api';

export const usersRules: Record<string, Rule> = {
  'GET /svc/users/api/': { expect: all(200) },
  'GET /svc/users/api/Users/:id': {
    request: (w) => ({ url: `${users}/Users/${w.userIds.homeownerA}` }),
    expect: onlyHomeownerA(200),
  },
  'GET /svc/users/api/Security': { expect: signedIn(200) },
  'GET /svc/users/api/HomeSettings': { expect: signedIn(200) },
  // saved grid layouts (ADR 116): everyone's own; staff acting as a homeowner read them but save nothing
  'GET /svc/users/api/Users/GridLayouts': { expect: signedIn(200) },
  'PUT /svc/users/api/Users/GridLayouts/:gridId': {
    request: () => ({
      url: `${users}/Users/GridLayouts/arc-requests`,
      payload: { order: ['applicant'], hidden: [], widths: {}, sort: null },
    }),
    expect: signedIn(200, { mimic: 403 }),
  },
  'DELETE /svc/users/api/Users/GridLayouts/:gridId': {
    request: () => ({ url: `${users}/Users/GridLayouts/arc-requests` }),
    expect: signedIn(204, { mimic: 403 }),
  },
  'GET /svc/users/api/Users/profile/configuration': { expect: signedIn(200) },
  'POST /svc/users/api/Users/Authenticate/Handover': {
    request: () => ({ payload: { token: 'x.y.z' } }),
    expect: all(401),
  },
  'GET /svc/users/api/Users/AuthenticateSSO/start': { expect: all(404) },
  'POST /svc/users/api/Users/AuthenticateSSO': {
    request: () => ({ payload: { code: 'c', state: 's' } }),
    expect: all(404),
  },
  'GET /svc/users/api/Staff/Homeowners': { expect: staffOnly(200) },
  'POST /svc/users/api/Staff/Mimic': {
    request: (w) => ({ payload: { userId: w.userIds.homeownerA } }),
    expect: staffOnly(200),
  },
  'DELETE /svc/users/api/Staff/Mimic': { expect: signedIn(409, { mimic: 204 }) },
  // the staff inbox (ADR 073): staff as themselves, their own company's records
  'GET /svc/users/api/Staff/Messages': { expect: staffOnly(200) },
  'GET /svc/users/api/Staff/Messages/:id': {
    request: (w) => ({ url: `${users}/Staff/Messages/${w.profile.conversationId}` }),
    expect: staffOnly(200),
  },
  'POST /svc/users/api/Staff/Messages/:id': {
    request: (w) => ({
      url: `${users}/Staff/Messages/${w.profile.conversationId}`,
      payload: { message: 'Matrix reply' },
    }),
    expect: staffOnly(201),
  },
  // the audit log of mimic mode (ADR 108): staff as themselves, their own company's entries
  'GET /svc/users/api/Staff/AuditLog': { expect: staffOnly(200) },
  // sign-in, passcode and registration calls
  'POST /svc/users/api/Users/Authenticate': { request: () => ({ payload: {} }), expect: all(400) },
  'POST /svc/users/api/Users/Authenticate/PortalToken': {
    request: () => ({ payload: { portalToken: 'not-a-portal-token' } }),
    expect: all(401),
  },
  'DELETE /svc/users/api/Users/Authenticate/PortalToken': {
    request: () => ({ payload: { portalToken: 'not-a-portal-token' } }),
    expect: all(204),
  },
  'POST /svc/users/api/OneTimePassword': { request: () => ({ payload: {} }), expect: all(400) },
  'POST /svc/users/api/OneTimePassword/verify': { request: () => ({ payload: {} }), expect: all(400) },
  'PUT /svc/users/api/OneTimePassword/reset': {
    request: () => ({ payload: { password: 'abcdefgh', confirmPassword: 'abcdefgh' } }),
    expect: signedIn('4xx', { mimic: 403 }),
  },
  'PUT /svc/users/api/Users/Password': {
    request: () => ({
      payload: { currentPassword: 'wrong-password', password: 'abcdefgh', confirmPassword: 'abcdefgh' },
    }),
    expect: signedIn('4xx', { mimic: 403 }),
  },
  'PATCH /svc/users/api/home/login': {
    request: () => ({ payload: { userName: 'changed@example.com', password: 'wrong-password' } }),
    expect: signedIn('4xx', { mimic: 403 }),
  },
  'POST /svc/users/api/Homeowner/Registration': { request: () => ({ payload: {} }), expect: all(400) },
  'POST /svc/users/api/Homeowner/Registration/:clientId': {
    request: () => ({ payload: {} }),
    expect: all(400),
  },
  'POST /svc/users/api/Homeowner/Registration/:clientId/verify': {
    request: () => ({ payload: {} }),
    expect: all(400),
  },
  'GET /svc/users/api/Captcha/challenge': { expect: all(200) },
  // homeowner profile (A's owner record; writes repeat A's own values, deleting a primary is refused)
  'GET /svc/users/api/Homeowner/:id': {
    request: (w) => ({ url: `${users}/Homeowner/${w.profile.ownerId}` }),
    expect: onlyHomeownerA(200),
  },
  'POST /svc/users/api/Homeowner/:id/contact': {
    request: (w) => ({
      url: `${users}/Homeowner/${w.profile.ownerId}/contact`,
      payload: { type: 'phone', label: 'Matrix', phone: '(410) 555-0100' },
    }),
    expect: onlyHomeownerA(201),
  },
  'PATCH /svc/users/api/Homeowner/:id/contact/:contactId': {
    request: (w) => ({
      url: `${users}/Homeowner/${w.profile.ownerId}/contact/${w.profile.primaryEmailId}`,
      payload: { type: 'email', label: 'Primary', email: 'homeowner@example.com' },
    }),
    expect: onlyHomeownerA(200),
  },
  'DELETE /svc/users/api/Homeowner/:id/contact/:contactId': {
    request: (w) => ({ url: `${users}/Homeowner/${w.profile.ownerId}/contact/${w.profile.primaryEmailId}` }),
    expect: onlyHomeownerA(409),
  },
  'POST /svc/users/api/Homeowner/:id/address': {
    request: (w) => ({
      url: `${users}/Homeowner/${w.profile.ownerId}/address`,
      payload: { ...w.profile.primaryAddress, label: 'Matrix', isPrimary: false },
    }),
    expect: onlyHomeownerA(201),
  },
  'PUT /svc/users/api/Homeowner/:id/address/:addressId': {
    request: (w) => ({
      url: `${users}/Homeowner/${w.profile.ownerId}/address/${w.profile.primaryAddressId}`,
      payload: w.profile.primaryAddress,
    }),
    expect: onlyHomeownerA(200),
  },
  'DELETE /svc/users/api/Homeowner/:id/address/:addressId': {
    request: (w) => ({
      url: `${users}/Homeowner/${w.profile.ownerId}/address/${w.profile.primaryAddressId}`,
    }),
    expect: onlyHomeownerA(409),
  },
  'GET /svc/users/api/Homeowner/:id/Preferences': {
    request: (w) => ({ url: `${users}/Homeowner/${w.profile.ownerId}/Preferences` }),
    expect: onlyHomeownerA(200),
  },
  'PATCH /svc/users/api/Homeowner/:id/Preferences': {
    request: (w) => ({
      url: `${users}/Homeowner/${w.profile.ownerId}/Preferences`,
      payload: { sendPaymentConfirmationEmail: true },
    }),
    expect: onlyHomeownerA(200),
  },
  // messages: the list is your own (empty for staff as themselves); A's conversation is A's alone
  'GET /svc/users/api/Messages': { expect: signedIn(200) },
  'GET /svc/users/api/Messages/:id': {
    request: (w) => ({ url: `${users}/Messages/${w.profile.conversationId}` }),
    expect: onlyHomeownerA(200),
  },
  'POST /svc/users/api/Messages': {
    request: (w) => ({ payload: { ownerId: w.profile.ownerId, subject: 'Matrix', message: 'Hello' } }),
    expect: onlyHomeownerA(201),
  },
  'POST /svc/users/api/Messages/:id': {
    request: (w) => ({ url: `${users}/Messages/${w.profile.conversationId}`, payload: { message: 'Hello' } }),
    expect: onlyHomeownerA(201),
  },
};
