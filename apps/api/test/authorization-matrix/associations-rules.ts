import type { World } from '../principals';
import {
  all,
  type Expectations,
  type Expected,
  harborMembers,
  onlyHomeownerA,
  type Rule,
  signedIn,
  staffOnly,
} from './matrix-rules';

const associations = '/svc/associations/api';
/** Meadowbrook documents: members read the owners' folders; the board, chair and staff manage. */
const meadowDocs = (w: World, path: string) =>
  `${associations}/associations/${w.associationIds.meadow}/${path}`;
const documentReaders = (status: Expected, homeowner: Expected = status): Expectations =>
  signedIn(404, { homeownerB: homeowner, board: status, chair: status, staff: status });

const meadowBoard = (status: Expected): Expectations =>
  signedIn(404, { board: status, chair: status, homeownerB: 403 });
const meadowInvoices = (w: World, path = '') =>
  `${associations}/Board/Associations/${w.associationIds.meadow}/Invoices${path}`;
const meadowStaff = (w: World, path: string) =>
  `${associations}/Staff/Associations/${w.associationIds.meadow}/${path}`;
const matrixInvoice = {
  vendorId: 1,
  invoiceNumber: 'M-1',
  amount: 100,
  glAccountId: 1,
  invoiceDate: '2026-11-01',
  dueDate: '2026-11-30',
};

export const associationsRules: Record<string, Rule> = {
  // the association's ARC requests, for its board (ADR 111): homeowner B is a member without a board role
  'GET /svc/associations/api/Associations/:id/ArcRequests': {
    request: (w) => ({ url: `${associations}/Associations/${w.associationIds.meadow}/ArcRequests` }),
    expect: signedIn(404, { board: 200, chair: 200, homeownerB: 403 }),
  },
  'GET /svc/associations/api/': { expect: all(200) },
  // the directory of Harbor Pointe: its members (A and B own homes there, its board governs it) only
  'GET /svc/associations/api/Associations/:id/Directory': {
    request: (w) => ({ url: `/svc/associations/api/Associations/${w.associationIds.harbor}/Directory` }),
    expect: harborMembers(200),
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
  'POST /svc/associations/api/associations/:id/Directories/:dirId': {
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
  // the rules assistant (issue 16): members of the association ask; a thread is its user's alone (staff
  // mimicking homeowner A act as A); staff signed in as themselves read what went unanswered
  'GET /svc/associations/api/Associations/:id/Assistant/Threads': {
    request: (w) => ({ url: `${associations}/Associations/${w.associationIds.harbor}/Assistant/Threads` }),
    expect: harborMembers(200),
  },
  'POST /svc/associations/api/Associations/:id/Assistant/Threads': {
    request: (w) => ({
      url: `${associations}/Associations/${w.associationIds.harbor}/Assistant/Threads`,
      payload: {},
    }),
    expect: harborMembers(201),
  },
  'GET /svc/associations/api/Associations/:id/Assistant/Starters': {
    request: (w) => ({ url: `${associations}/Associations/${w.associationIds.harbor}/Assistant/Starters` }),
    expect: harborMembers(200),
  },
  'GET /svc/associations/api/Assistant/Threads/:id': {
    request: (w) => ({ url: `${associations}/Assistant/Threads/${w.assistant.threadId}` }),
    expect: onlyHomeownerA(200),
  },
  'PATCH /svc/associations/api/Assistant/Threads/:id': {
    request: (w) => ({
      url: `${associations}/Assistant/Threads/${w.assistant.threadId}`,
      payload: { title: 'Pool' },
    }),
    expect: onlyHomeownerA(200),
  },
  'POST /svc/associations/api/Assistant/Threads/:id/Messages': {
    request: (w) => ({
      url: `${associations}/Assistant/Threads/${w.assistant.threadId}/Messages`,
      payload: { question: 'Can I have a dog?' },
    }),
    expect: onlyHomeownerA(200),
  },
  'PUT /svc/associations/api/Assistant/Messages/:id/Feedback': {
    request: (w) => ({
      url: `${associations}/Assistant/Messages/${w.assistant.answerId}/Feedback`,
      payload: { feedback: 'notHelpful' },
    }),
    expect: onlyHomeownerA(200),
  },
  // homeowner A sends it first; staff mimicking A then find it already sent
  'POST /svc/associations/api/Assistant/Messages/:id/Handoff': {
    request: (w) => ({
      url: `${associations}/Assistant/Messages/${w.assistant.answerId}/Handoff`,
      payload: {},
    }),
    expect: signedIn(404, { homeownerA: 201, mimic: 409 }),
  },
  // homeowner A deletes it first; it is then gone for staff mimicking A
  'DELETE /svc/associations/api/Assistant/Threads/:id': {
    request: (w) => ({ url: `${associations}/Assistant/Threads/${w.assistant.spareThreadId}` }),
    expect: signedIn(404, { homeownerA: 204 }),
  },
  'GET /svc/associations/api/Staff/Assistant/Unanswered': { expect: staffOnly(200) },
  // vendor invoices (issue 17, ADR 124): Meadowbrook's board reads and decides (homeowner B is a member
  // without a board role: 403; everyone else: 404); an unknown invoice is 404 even to the board
  'GET /svc/associations/api/Board/Associations/:associationId/Invoices': {
    request: (w) => ({ url: meadowInvoices(w) }),
    expect: meadowBoard(200),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/Invoices/Export': {
    request: (w) => ({ url: meadowInvoices(w, '/Export') }),
    expect: meadowBoard(200),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/Invoices/:invoiceId': {
    request: (w) => ({ url: meadowInvoices(w, '/999999') }),
    expect: meadowBoard(404),
  },
  'GET /svc/associations/api/Board/Associations/:associationId/Invoices/:invoiceId/File': {
    request: (w) => ({ url: meadowInvoices(w, '/999999/File') }),
    expect: meadowBoard(404),
  },
  'POST /svc/associations/api/Board/Associations/:associationId/Invoices/:invoiceId/Decision': {
    request: (w) => ({ url: meadowInvoices(w, '/999999/Decision'), payload: { decision: 'approve' } }),
    expect: meadowBoard(404),
  },
  'POST /svc/associations/api/Board/Associations/:associationId/Invoices/Approve': {
    request: (w) => ({ url: meadowInvoices(w, '/Approve'), payload: { invoiceIds: [999999] } }),
    expect: meadowBoard(200),
  },
  // what staff of the managing company enter; everyone else is refused (403)
  'GET /svc/associations/api/Staff/Associations/:associationId/Vendors': {
    request: (w) => ({ url: meadowStaff(w, 'Vendors') }),
    expect: staffOnly(200),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/Vendors': {
    request: (w) => ({ url: meadowStaff(w, 'Vendors'), payload: { name: 'Matrix Vendor' } }),
    expect: staffOnly(201),
  },
  'PUT /svc/associations/api/Staff/Associations/:associationId/Vendors/:vendorId': {
    request: (w) => ({ url: meadowStaff(w, 'Vendors/999999'), payload: { name: 'Matrix Vendor 2' } }),
    expect: staffOnly(404),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/VendorInvoices': {
    request: (w) => ({ url: meadowStaff(w, 'VendorInvoices') }),
    expect: staffOnly(200),
  },
  // JSON without the PDF: staff get past authorization and are told to attach it
  'POST /svc/associations/api/Staff/Associations/:associationId/VendorInvoices': {
    request: (w) => ({ url: meadowStaff(w, 'VendorInvoices'), payload: matrixInvoice }),
    expect: staffOnly(400),
  },
  'POST /svc/associations/api/Staff/Associations/:associationId/VendorInvoices/:invoiceId/Payment': {
    request: (w) => ({
      url: meadowStaff(w, 'VendorInvoices/999999/Payment'),
      payload: { paidOn: '2026-11-25', reference: 'Check 1' },
    }),
    expect: staffOnly(404),
  },
  'GET /svc/associations/api/Staff/Associations/:associationId/InvoiceApprovalRules': {
    request: (w) => ({ url: meadowStaff(w, 'InvoiceApprovalRules') }),
    expect: staffOnly(200),
  },
  'PUT /svc/associations/api/Staff/Associations/:associationId/InvoiceApprovalRules': {
    request: (w) => ({
      url: meadowStaff(w, 'InvoiceApprovalRules'),
      payload: { approvalsRequired: 1, aboveAmount: null, approvalsAbove: null },
    }),
    expect: staffOnly(200),
  },
};
