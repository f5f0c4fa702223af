import type { AuditChanges } from '@hoa/contracts/audit-log';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this write changed, noted by its handler for the audit log of mimic-mode writes. */
    auditChanges: AuditChanges | null;
  }
}

type Values = Record<string, unknown> | null;

/**
 * Notes the values of the object a write changed, before and after (null before for something new, null
 * after for something removed). Only mimic-mode writes are recorded, secrets left out (ADR 108); for
 * other callers the note is dropped with the request.
 */
export function noteChanges(
  request: FastifyRequest,
  change: { object: string; before: Values; after: Values },
): void {
  request.auditChanges = { kind: 'change', ...change };
}

/** Whether the request is made in mimic mode: worth reading the before values for. */
export const inMimicMode = (request: FastifyRequest): boolean =>
  (request.principal?.actorUserId ?? null) !== null;
