import { achAuthorizationDisclosure, paymentTermsDisclosure } from '@hoa/contracts/payment-disclosures';
import { expect, it } from 'vitest';
import { buildTestApp, forEachDatabase } from './helper';
import { bearer, type PrincipalName, principalNames, signInEveryone, type World } from './principals';

/**
 * The authorization matrix of issue 3, built from the route table: every route of the five services
 * must have a row here, and every row is called as every principal.
 *
 * Expected: an exact status, or a class ('2xx', '4xx'), or a list of acceptable statuses.
 * Adding a route? Add ONE line to `rules`.
 */
type Expected = number | '2xx' | '4xx' | number[];
type Expectations = Record<PrincipalName, Expected>;

interface Rule {
  /** Path (with the ids filled in), query and body; defaults to the route's own path. */
  request?: (world: World) => { url?: string; payload?: unknown };
  expect: Expectations;
}

const all = (status: Expected): Expectations =>
  Object.fromEntries(principalNames.map((name) => [name, status])) as Expectations;

/** anonymous → 401, every signed-in principal → `status` unless overridden. */
const signedIn = (status: Expected, overrides: Partial<Expectations> = {}): Expectations => ({
  ...all(status),
  anonymous: 401,
  ...overrides,
});

/** Staff signed in as themselves only: 401 anonymous, 403 homeowners, board and staff in mimic mode. */
const staffOnly = (status: Expected): Expectations => signedIn(403, { staff: status });

/** Only homeowner A (and staff mimicking A) reach A's records; everyone else does not know they exist. */
const onlyHomeownerA = (status: Expected): Expectations =>
  signedIn(404, { homeownerA: status, mimic: status });

const users = '/svc/users/api';
const payments = '/svc/payments/api';
const associations = '/svc/associations/api';
/** Meadowbrook documents: members read the owners' folders; the board, chair and staff manage. */
const meadowDocs = (w: World, path: string) =>
  `${associations}/associations/${w.associationIds.meadow}/${path}`;
const documentReaders = (status: Expected, homeowner: Expected = status): Expectations =>
  signedIn(404, { homeownerB: homeowner, board: status, chair: status, staff: status });
const actionItems = '/svc/action-items/api';
/** Members of Harbor Pointe (homeowners A and B, staff mimicking A); everyone else gets 404. */
const harborMembers = (status: Expected): Expectations =>
  signedIn(404, { homeownerA: status, homeownerB: status, mimic: status });
/** An id no record has: the answer must not differ from another homeowner's record. */
const unknownId = 999_999;
const unknownPayment = { subLedgerId: unknownId, paymentMethodId: unknownId, amount: 100 };
const legacyEnrollment = {
  subLedgerId: unknownId,
  accountType: 'checking',
  routingNumber: '110000000',
  bankName: 'Sandbox Test Bank',
  bankAccountNumber: '000123456789',
  bankAccountNumberConfirmation: '000123456789',
  eSignature: 'Matrix Tester',
  authorizationVersion: achAuthorizationDisclosure.version,
  acceptAuthorization: true,
  startMonth: '2099-01',
  pullDay: 5,
};

const rules: Record<string, Rule> = {
  'GET /svc/users/api/': { expect: all(200) },
  'GET /svc/associations/api/': { expect: all(200) },
  'GET /svc/action-items/api/': { expect: all(200) },
  'GET /svc/payments/api/': { expect: all(200) },
  'GET /svc/express-pay/api/': { expect: all(200) },
  'GET /svc/users/api/Users/:id': {
    request: (w) => ({ url: `${users}/Users/${w.userIds.homeownerA}` }),
    expect: onlyHomeownerA(200),
  },
  'GET /svc/users/api/Security': { expect: signedIn(200) },
  'GET /svc/users/api/HomeSettings': { expect: signedIn(200) },
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
  // the staff inbox and request queue (ADR 073): staff as themselves, their own company's records
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
  'GET /svc/action-items/api/Staff/HomeownerRequests': { expect: staffOnly(200) },
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
  'GET /svc/users/api/Captcha/challenge': { expect: all(200) },
  // scheduled payments, Auto-Draft, acknowledgements, providers: ids that exist for no one, so every
  // signed-in principal gets the same 404 as for another homeowner's record (lists: only your own)
  'GET /svc/payments/api/FuturePayment': { expect: signedIn(200) },
  'POST /svc/payments/api/FuturePayment/Setup': {
    request: () => ({ payload: { ...unknownPayment, scheduledDate: '2099-01-01' } }),
    expect: signedIn(404),
  },
  'PUT /svc/payments/api/FuturePayment/Setup/:id/Confirm': {
    request: () => ({ url: `${payments}/FuturePayment/Setup/${unknownId}/Confirm`, payload: {} }),
    expect: signedIn(404),
  },
  'PATCH /svc/payments/api/FuturePayment/:id': {
    request: () => ({ url: `${payments}/FuturePayment/${unknownId}`, payload: { amount: 100 } }),
    expect: signedIn(404),
  },
  'DELETE /svc/payments/api/FuturePayment/:id': {
    request: () => ({ url: `${payments}/FuturePayment/${unknownId}` }),
    expect: signedIn(404),
  },
  'GET /svc/payments/api/RecurringPayment': { expect: signedIn(200) },
  'POST /svc/payments/api/RecurringPayment/Setup': {
    request: () => ({ payload: { ...unknownPayment, interval: 'monthly', nextPaymentDate: '2099-01-01' } }),
    expect: signedIn(404),
  },
  'PUT /svc/payments/api/RecurringPayment/Setup/:id/Confirm': {
    request: () => ({ url: `${payments}/RecurringPayment/Setup/${unknownId}/Confirm` }),
    expect: signedIn(404),
  },
  'PATCH /svc/payments/api/RecurringPayment/:id': {
    request: () => ({ url: `${payments}/RecurringPayment/${unknownId}`, payload: { amount: 100 } }),
    expect: signedIn(404),
  },
  'DELETE /svc/payments/api/RecurringPayment/:id': {
    request: () => ({ url: `${payments}/RecurringPayment/${unknownId}` }),
    expect: signedIn(404),
  },
  'GET /svc/payments/api/AutoDraft': { expect: signedIn(200) },
  'POST /svc/payments/api/AutoDraft/Setup': {
    request: () => ({
      payload: { subLedgerId: unknownId, paymentMethodId: unknownId, startMonth: '2099-01', pullDay: 5 },
    }),
    expect: signedIn(404),
  },
  'PUT /svc/payments/api/AutoDraft/Setup/Confirm': {
    request: () => ({ payload: { enrollmentId: unknownId } }),
    expect: signedIn(404),
  },
  'PATCH /svc/payments/api/AutoDraft/:id': {
    request: () => ({ url: `${payments}/AutoDraft/${unknownId}`, payload: { pullDay: 5 } }),
    expect: signedIn(404),
  },
  'DELETE /svc/payments/api/AutoDraft/:id': {
    request: () => ({ url: `${payments}/AutoDraft/${unknownId}` }),
    expect: signedIn(404),
  },
  'POST /svc/payments/api/LegacyAutoDraft/Setup': {
    request: () => ({ payload: { subLedgerId: unknownId } }),
    expect: signedIn(404),
  },
  'PUT /svc/payments/api/LegacyAutoDraft/Enroll': {
    request: () => ({ payload: legacyEnrollment }),
    expect: signedIn(404),
  },
  'PUT /svc/payments/api/Acknowledgement/:id/Confirm': {
    request: () => ({
      url: `${payments}/Acknowledgement/${paymentTermsDisclosure.id}/Confirm`,
      payload: { version: paymentTermsDisclosure.version },
    }),
    expect: signedIn(200),
  },
  'GET /svc/payments/api/Acknowledgement': { expect: signedIn(200) },
  'GET /svc/payments/api/Payment/Providers': { expect: signedIn(200) },
  // PA037 without a primary e-mail: owner2@ (homeowner B) on purpose, the extra board member's owner, and
  // staff (no owner record at all); the other demo owners have one
  'POST /svc/payments/api/Payment/Providers/:id/Action': {
    request: () => ({ url: `${payments}/Payment/Providers/clickpay/Action`, payload: { action: 'login' } }),
    expect: signedIn(403, { homeownerA: 200, board: 200, chair: 200, mimic: 200 }),
  },
  // main's one-time payment, payment-method and webhook routes (rows until main brings its own)
  'GET /svc/payments/api/Payment': { expect: signedIn(200) },
  'POST /svc/payments/api/Payment/Setup': {
    request: () => ({ payload: unknownPayment }),
    expect: signedIn(404),
  },
  'PATCH /svc/payments/api/Payment/Setup/:id': {
    request: () => ({ url: `${payments}/Payment/Setup/${unknownId}`, payload: { amount: 100 } }),
    expect: signedIn(404),
  },
  'DELETE /svc/payments/api/Payment/Setup/:id': {
    request: () => ({ url: `${payments}/Payment/Setup/${unknownId}` }),
    expect: signedIn(404),
  },
  'PUT /svc/payments/api/Payment/Setup/:id/Confirm': {
    request: () => ({ url: `${payments}/Payment/Setup/${unknownId}/Confirm`, payload: {} }),
    expect: signedIn(404),
  },
  'GET /svc/payments/api/PaymentMethod': { expect: signedIn(200) },
  'GET /svc/payments/api/PaymentMethod/:id': {
    request: () => ({ url: `${payments}/PaymentMethod/${unknownId}` }),
    expect: signedIn(404),
  },
  'DELETE /svc/payments/api/PaymentMethod/:id': {
    request: () => ({ url: `${payments}/PaymentMethod/${unknownId}` }),
    expect: signedIn(404),
  },
  'POST /svc/payments/api/PaymentMethod/Setup': {
    request: () => ({ payload: { methodKind: 'card' } }),
    // staff as themselves have nothing to pay: they save methods for a homeowner in mimic mode
    expect: signedIn(201, { staff: 403 }),
  },
  'PUT /svc/payments/api/PaymentMethod/Setup/:id/Confirm': {
    request: () => ({ url: `${payments}/PaymentMethod/Setup/${unknownId}/Confirm` }),
    expect: signedIn(404),
  },
  'POST /svc/payments/api/Webhooks/:processor': {
    request: () => ({ url: `${payments}/Webhooks/sandbox`, payload: { id: 'evt_forged' } }),
    expect: all('4xx'),
  },
  // billing reads: lists answer with the caller's own records (none for staff as themselves)
  'GET /svc/payments/api/Account': { expect: signedIn(200) },
  'GET /svc/payments/api/Charge': { expect: signedIn(200) },
  'GET /svc/payments/api/Association/:id/PaymentOption': {
    request: (w) => ({ url: `${payments}/Association/${w.associationIds.harbor}/PaymentOption` }),
    expect: signedIn(404, { homeownerA: 200, homeownerB: 200, mimic: 200 }),
  },
  'GET /svc/payments/api/Ledger': {
    request: (w) => ({ url: `${payments}/Ledger?subLedgerId=${w.subLedgerIds.homeownerA}` }),
    expect: onlyHomeownerA(200),
  },
  'GET /svc/payments/api/Ledger/Export': {
    request: (w) => ({
      url: `${payments}/Ledger/Export?subLedgerId=${w.subLedgerIds.homeownerA}&statementType=coupons&duration=ytd&format=csv`,
    }),
    expect: onlyHomeownerA(200),
  },
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
  // the directory of Harbor Pointe: its members (A and B own homes there) only
  'GET /svc/associations/api/Associations/:id/Directory': {
    request: (w) => ({ url: `/svc/associations/api/Associations/${w.associationIds.harbor}/Directory` }),
    expect: signedIn(404, { homeownerA: 200, homeownerB: 200, mimic: 200 }),
  },
  // documents (ADR 071): homeowner A, the Sunset board member and staff mimicking A are not members of
  // Meadowbrook (404); homeowner B reads the owners' folders and manages nothing (403); a board-only
  // file is unknown to B (404)
  'GET /svc/associations/api/associations/:id/Directories': {
    request: (w) => ({ url: meadowDocs(w, `Directories?folderId=${w.documents.governingFolder}`) }),
    expect: documentReaders(200),
  },
  'GET /svc/associations/api/associations/:id/Documents/permissions': {
    request: (w) => ({ url: meadowDocs(w, 'Documents/permissions?systemSecurity=boardDocManage') }),
    expect: documentReaders(200),
  },
  'GET /svc/associations/api/associations/:id/Documents/Search': {
    request: (w) => ({ url: meadowDocs(w, 'Documents/Search?q=budget') }),
    expect: documentReaders(200),
  },
  'GET /svc/associations/api/associations/:id/Documents/:docId': {
    request: (w) => ({ url: meadowDocs(w, `Documents/${w.documents.draftBudget}`) }),
    expect: documentReaders(200, 404),
  },
  'POST /svc/associations/api/associations/:id/Documents': {
    // not multipart: managers get past authorization and are told to send a form
    request: (w) => ({ url: meadowDocs(w, 'Documents'), payload: { parentId: 1 } }),
    expect: documentReaders(415, 403),
  },
  'PATCH /svc/associations/api/associations/:id/Documents/:docId': {
    request: (w) => ({
      url: meadowDocs(w, `Documents/${w.documents.bylaws}`),
      payload: { name: 'Bylaws 2026.pdf' },
    }),
    expect: documentReaders(200, 403),
  },
  'POST /svc/associations/api/associations/:id/Documents/:docId': {
    request: (w) => ({ url: meadowDocs(w, `Documents/${w.documents.draftBudget}`), payload: {} }),
    expect: documentReaders(201, 404),
  },
  'DELETE /svc/associations/api/associations/:id/Documents/:docId': {
    request: (w) => ({ url: meadowDocs(w, `Documents/${w.documents.approvedBudget}`) }),
    // the board member deletes it first; it is then gone for the chair and staff
    expect: signedIn(404, { homeownerB: 403, board: 200 }),
  },
  'POST /svc/associations/api/associations/:id/Directories/:parentId': {
    request: (w) => ({
      url: meadowDocs(w, `Directories/${w.documents.governingFolder}`),
      payload: { name: 'Amendments' },
    }),
    // the board member creates it; the same name again is the duplicate-name conflict
    expect: signedIn(404, { homeownerB: 403, board: 201, chair: 409, staff: 409 }),
  },
  'PATCH /svc/associations/api/associations/:id/Directories/:dirId': {
    request: (w) => ({
      url: meadowDocs(w, `Directories/${w.documents.boardOnlyFolder}`),
      payload: { name: 'Board Only Files' },
    }),
    expect: documentReaders(204, 404),
  },
  'DELETE /svc/associations/api/associations/:id/Directories/:dirId': {
    request: (w) => ({ url: meadowDocs(w, `Directories/${w.documents.minutesFolder}`) }),
    expect: signedIn(404, { homeownerB: 403, board: 200 }),
  },
  // community (issue 5): the demo's first request (id 1) and first attachment (on request 11) are homeowner A's
  'GET /svc/associations/api/Associations/:id/Events': {
    request: (w) => ({
      url: `${associations}/Associations/${w.associationIds.harbor}/Events?from=2026-01-01&to=2026-01-31`,
    }),
    expect: harborMembers(200),
  },
  'GET /svc/associations/api/Associations/:id/Reservation': {
    request: (w) => ({
      url: `${associations}/Associations/${w.associationIds.harbor}/Reservation?from=2026-01-01&to=2026-01-31`,
    }),
    expect: harborMembers(200),
  },
  'GET /svc/associations/api/Associations/:id/Amenities': {
    request: (w) => ({ url: `${associations}/Associations/${w.associationIds.harbor}/Amenities` }),
    expect: harborMembers(200),
  },
  'POST /svc/associations/api/Associations/:id/CalendarFeed': {
    request: (w) => ({ url: `${associations}/Associations/${w.associationIds.harbor}/CalendarFeed` }),
    expect: harborMembers(201),
  },
  'DELETE /svc/associations/api/Associations/:id/CalendarFeed': {
    request: (w) => ({ url: `${associations}/Associations/${w.associationIds.harbor}/CalendarFeed` }),
    expect: harborMembers(204),
  },
  'GET /svc/associations/api/CalendarFeed/:file': { expect: all(404) },
  'GET /svc/associations/api/Associations/:id/Faq': {
    request: (w) => ({ url: `${associations}/Associations/${w.associationIds.harbor}/Faq` }),
    expect: harborMembers(200),
  },
  'GET /svc/associations/api/Associations/:id/Pages/:legacyAction': {
    request: (w) => ({ url: `${associations}/Associations/${w.associationIds.harbor}/Pages/PoolPass` }),
    expect: harborMembers(200),
  },
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

/**
 * Routes built on another branch of issue 3 (sign-in). Asserted only once the route exists, so this
 * branch passes alone and the merge fills them in; move a row up into `rules` once merged.
 * Bodies are chosen so no call succeeds in changing anything (wrong password, invalid input).
 */

/** Paths match case-insensitively and parameter names do not matter. */
const keyOf = (method: string, url: string) =>
  `${method} ${url.replace(/\/:[^/]+/g, '/:param').replace(/\/+$/, '')}`.toLowerCase();

const servicePrefixes = [
  '/svc/users/api',
  '/svc/associations/api',
  '/svc/action-items/api',
  '/svc/payments/api',
  '/svc/express-pay/api',
];

function matches(status: number, expected: Expected): boolean {
  if (Array.isArray(expected)) return expected.some((one) => matches(status, one));
  if (expected === '2xx') return status >= 200 && status < 300;
  if (expected === '4xx') return status >= 400 && status < 500 && status !== 401;
  return status === expected;
}

const fillParams = (url: string) => url.replace(/:[^/]+/g, '1');

forEachDatabase((kind) => {
  // seeding three years of demo books is part of it, on a shared 2-core machine
  it('has a rule for every route and each principal gets the expected status', {
    timeout: 300_000,
  }, async () => {
    const test = await buildTestApp(kind, { seed: true });
    const world = await signInEveryone(test);
    const routes = test.app.registeredRoutes.filter(
      (route) =>
        route.method !== 'HEAD' &&
        servicePrefixes.some((prefix) => route.url.toLowerCase().startsWith(prefix)),
    );
    const known = new Map(
      Object.entries(rules).map(([key, rule]) => [keyOf(...(key.split(' ') as [string, string])), rule]),
    );

    const missing = routes
      .filter((route) => !known.has(keyOf(route.method, route.url)))
      .map((route) => `${route.method} ${route.url}`);
    expect(
      missing,
      `Routes without an authorization rule: add a line for each to \`rules\` in apps/api/test/authorization-matrix.test.ts`,
    ).toEqual([]);
    const registered = new Set(routes.map((route) => keyOf(route.method, route.url)));
    const stale = Object.keys(rules).filter(
      (key) => !registered.has(keyOf(...(key.split(' ') as [string, string]))),
    );
    expect(stale, 'Rules for routes that no longer exist').toEqual([]);

    const failures: string[] = [];
    // ending mimic mode ends the mimic principal's session: call it last, so the mimic token still
    // works for every route registered after it (the other services)
    const endsMimic = (route: { method: string; url: string }) =>
      keyOf(route.method, route.url) === keyOf('DELETE', '/svc/users/api/Staff/Mimic');
    for (const route of [...routes.filter((one) => !endsMimic(one)), ...routes.filter(endsMimic)]) {
      const key = keyOf(route.method, route.url);
      const rule = known.get(key) as Rule;
      for (const name of principalNames) {
        const request = rule.request?.(world) ?? {};
        const response = await test.app.inject({
          method: route.method as 'GET',
          url: request.url ?? fillParams(route.url),
          headers: bearer(world.tokens[name]),
          ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
        });
        const expected = rule.expect[name];
        if (!matches(response.statusCode, expected)) {
          failures.push(
            `${route.method} ${route.url} as ${name}: expected ${JSON.stringify(expected)}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
