import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
    actorUserId: integer()
      .notNull()
      .references(() => users.id),
    subjectUserId: integer()
      .notNull()
      .references(() => users.id),
    method: text().notNull(),
    /** The route pattern (e.g. /svc/users/api/Staff/Mimic), or `mimic.start` style events in `method`. */
    route: text().notNull(),
    status: smallint().notNull(),
    requestId: text().notNull(),
  },
  (t) => [index().on(t.subjectUserId, t.occurredAt), index().on(t.actorUserId, t.occurredAt)],
);
