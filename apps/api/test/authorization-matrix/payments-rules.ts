import { achAuthorizationDisclosure, paymentTermsDisclosure } from '@hoa/contracts/payment-disclosures';
import { all, harborMembers, onlyHomeownerA, type Rule, signedIn } from './matrix-rules';

const payments = '/svc/payments/api';
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

export const paymentsRules: Record<string, Rule> = {
  'GET /svc/payments/api/': { expect: all(200) },
  // express-pay links of an account (ADR 118): its owner and staff mimicking them only
  'GET /svc/payments/api/Account/:subLedgerId/CheckoutLinks': {
    request: (world) => ({ url: `${payments}/Account/${world.subLedgerIds.homeownerA}/CheckoutLinks` }),
    expect: onlyHomeownerA(200),
  },
  'POST /svc/payments/api/Account/:subLedgerId/CheckoutLinks': {
    request: (world) => ({
      url: `${payments}/Account/${world.subLedgerIds.homeownerA}/CheckoutLinks`,
      payload: { email: 'matrix-payer@example.net' },
    }),
    expect: onlyHomeownerA(201),
  },
  'DELETE /svc/payments/api/CheckoutLinks/:id': {
    request: () => ({ url: `${payments}/CheckoutLinks/${unknownId}` }),
    expect: signedIn(404),
  },
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
  'GET /svc/payments/api/PaymentMethod/Setup/:id/Duplicates': {
    request: () => ({ url: `${payments}/PaymentMethod/Setup/${unknownId}/Duplicates` }),
    expect: signedIn(404),
  },
  'DELETE /svc/payments/api/PaymentMethod/Setup/:id': {
    request: () => ({ url: `${payments}/PaymentMethod/Setup/${unknownId}` }),
    expect: signedIn(404),
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
    expect: harborMembers(200),
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
  // Meadowbrook's board only (homeowner B is a member without a board role there); others do not know it
  'GET /svc/payments/api/BoardMember/BoardMemberTaskOverview': {
    request: (w) => ({
      url: `${payments}/BoardMember/BoardMemberTaskOverview?associationId=${w.associationIds.meadow}`,
    }),
    expect: signedIn(404, { board: 200, chair: 200, homeownerB: 403 }),
  },
};
