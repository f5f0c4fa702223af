import type { AuditChanges } from '@hoa/contracts/audit-log';
import type { Db } from '../../db/database';
import { auditLog } from '../../db/schema/audit-log';

export interface AuditEntry {
  occurredAt: Date;
  actorUserId: number;
  subjectUserId: number;
  /** The HTTP method, or an event such as MIMIC_START / MIMIC_END. */
  method: string;
  route: string;
  status: number;
  requestId: string;
  /** What changed, secrets already left out (ADR 108). */
  changes?: AuditChanges | null;
}

/** Appends one row to the audit log (the database refuses to change or remove it later). */
export async function recordAudit({ db, entry }: { db: Db; entry: AuditEntry }): Promise<void> {
  await db.insert(auditLog).values(entry);
}
