import type { AuditChanges } from '@hoa/contracts/audit-log';
import { bigint, index, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { users } from './users';

/**
 * Every write made in mimic mode, plus the start and end of each mimic session: who acted (staff) and as
 * whom (homeowner). Append-only: a trigger (migration audit_log_append_only) rejects UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    actorUserId: requiredRef(() => users.id),
    subjectUserId: requiredRef(() => users.id),
    method: text().notNull(),
    /** The route pattern (e.g. /svc/users/api/Staff/Mimic), or `mimic.start` style events in `method`. */
    route: text().notNull(),
    status: smallint().notNull(),
    requestId: text().notNull(),
    /**
     * What the write changed, secrets left out (ADR 108): the object's values before and after when its
     * handler noted them, otherwise the request body as sent. Null for mimic start/end and empty bodies.
     */
    changes: jsonb().$type<AuditChanges>(),
  },
  (t) => [index().on(t.subjectUserId, t.occurredAt), index().on(t.actorUserId, t.occurredAt)],
);
