import { achAuthorizationDisclosure } from '@hoa/contracts/payment-disclosures';
import type { Payer } from './schedule-world';

/** A complete legacy Auto-Draft enrollment (PUT /LegacyAutoDraft/Enroll) for the payer's account. */
export const legacyAutoDraftForm = (who: Payer, changes: Record<string, unknown> = {}) => ({
  subLedgerId: who.subLedgerId,
  accountType: 'checking',
  routingNumber: '110000000',
  bankName: 'First Bank',
  bankAccountNumber: '987654321',
  bankAccountNumberConfirmation: '987654321',
  eSignature: 'Pat Payer',
  authorizationVersion: achAuthorizationDisclosure.version,
  acceptAuthorization: true,
  startMonth: '2026-12',
  pullDay: 5,
  ...changes,
});
