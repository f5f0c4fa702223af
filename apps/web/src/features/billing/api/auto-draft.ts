import {
  type AutoDraftDto,
  autoDraftListSchema,
  autoDraftSchema,
  type autoDraftSetupRequestSchema,
  type legacyAutoDraftEnrollRequestSchema,
  legacyAutoDraftSetupSchema,
} from '@hoa/contracts/scheduled-payments';
import type { z } from 'zod';
import { callChecked } from '../../../lib/api/checked-reads';
import { paymentsClient } from '../../../lib/api/service-clients';

export type AutoDraftSetupRequest = z.input<typeof autoDraftSetupRequestSchema>;
export type LegacyAutoDraftEnrollRequest = z.input<typeof legacyAutoDraftEnrollRequestSchema>;
export type LegacyAutoDraftSetup = z.infer<typeof legacyAutoDraftSetupSchema>;

/** GET /AutoDraft?portalEnabled=true: Auto-Draft enrollments on the portal accounts. */
export async function getAutoDraftEnrollments(signal?: AbortSignal): Promise<AutoDraftDto[]> {
  const body = await paymentsClient.request('/AutoDraft', { query: { portalEnabled: true }, signal });
  return autoDraftListSchema.parse(body).enrollments;
}

/** POST /AutoDraft/Setup: an enrollment with its processing fee, not yet confirmed. */
export async function setupAutoDraft(request: AutoDraftSetupRequest): Promise<AutoDraftDto> {
  return callChecked(paymentsClient, '/AutoDraft/Setup', autoDraftSchema, { method: 'POST', body: request });
}

/** PUT /AutoDraft/Setup/Confirm {enrollmentId}. */
export async function confirmAutoDraft(enrollmentId: number, idempotencyKey: string): Promise<AutoDraftDto> {
  return callChecked(paymentsClient, '/AutoDraft/Setup/Confirm', autoDraftSchema, {
    method: 'PUT',
    body: { enrollmentId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** PATCH /AutoDraft/{id}: another draft day. */
export async function updateAutoDraft(id: number, pullDay: number): Promise<AutoDraftDto> {
  return callChecked(paymentsClient, `/AutoDraft/${id}`, autoDraftSchema, {
    method: 'PATCH',
    body: { pullDay },
  });
}

/** DELETE /AutoDraft/{id}: unenroll (or drop an unconfirmed setup). */
export function deleteAutoDraft(id: number): Promise<void> {
  return paymentsClient.request(`/AutoDraft/${id}`, {
    method: 'DELETE',
    responseAs: 'none',
    suppressErrorToast: true,
  });
}

/** POST LegacyAutoDraft/Setup: the authorization text (and its version) for an account. */
export async function setupLegacyAutoDraft(subLedgerId: number): Promise<LegacyAutoDraftSetup> {
  return callChecked(paymentsClient, '/LegacyAutoDraft/Setup', legacyAutoDraftSetupSchema, {
    method: 'POST',
    body: { subLedgerId },
  });
}

/** PUT LegacyAutoDraft/Enroll: the bank details and the signed authorization. */
export async function enrollLegacyAutoDraft(
  request: LegacyAutoDraftEnrollRequest,
  idempotencyKey: string,
): Promise<AutoDraftDto> {
  return callChecked(paymentsClient, '/LegacyAutoDraft/Enroll', autoDraftSchema, {
    method: 'PUT',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
