import type { AuditLogPage, auditLogQuerySchema } from '@hoa/contracts/audit-log';
import { localInstant } from '@hoa/contracts/community-time';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { auditLog } from '../../db/schema/audit-log';
import { users } from '../../db/schema/users';
import { likePattern } from '../staff/find-homeowners';

const staff = alias(users, 'staff');
const homeowner = alias(users, 'homeowner');

type Query = ReturnType<typeof auditLogQuerySchema.parse>;

/** The day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(2000, month - 1, date + 1));
  next.setUTCFullYear(year + (next.getUTCFullYear() - 2000));
  return next.toISOString().slice(0, 10);
}

/** One company's audit log, newest first: filtered by homeowner (name or e-mail), staff member and days. */
export async function listAuditLog(
  db: Db,
  options: { managementCompanyId: number; query: Query },
): Promise<AuditLogPage> {
  const { query, managementCompanyId } = options;
  const conditions: SQL[] = [eq(staff.managementCompanyId, managementCompanyId)];
  if (query.homeowner) {
    const pattern = likePattern(query.homeowner);
    conditions.push(or(ilike(homeowner.displayName, pattern), ilike(homeowner.email, pattern)) as SQL);
  }
  if (query.staffUserId !== undefined) conditions.push(eq(auditLog.actorUserId, query.staffUserId));
  if (query.from)
    conditions.push(gte(auditLog.occurredAt, localInstant(query.from, '00:00', query.timeZone)));
  if (query.to) {
    conditions.push(lt(auditLog.occurredAt, localInstant(nextDay(query.to), '00:00', query.timeZone)));
  }
  const where = and(...conditions);
  const [rows, [total], staffMembers] = await Promise.all([
    db
      .select({
        entry: auditLog,
        staffName: staff.displayName,
        staffEmail: staff.email,
        homeownerName: homeowner.displayName,
        homeownerEmail: homeowner.email,
      })
      .from(auditLog)
      .innerJoin(staff, eq(staff.id, auditLog.actorUserId))
      .innerJoin(homeowner, eq(homeowner.id, auditLog.subjectUserId))
      .where(where)
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(auditLog)
      .innerJoin(staff, eq(staff.id, auditLog.actorUserId))
      .innerJoin(homeowner, eq(homeowner.id, auditLog.subjectUserId))
      .where(where),
    db
      .select({ userId: users.id, name: users.displayName })
      .from(users)
      .where(and(eq(users.managementCompanyId, managementCompanyId), eq(users.isStaff, true)))
      .orderBy(asc(users.displayName), asc(users.id)),
  ]);
  return {
    items: rows.map(({ entry, ...row }) => ({
      id: entry.id,
      occurredAt: entry.occurredAt.toISOString(),
      staff: { userId: entry.actorUserId, name: row.staffName, email: row.staffEmail },
      homeowner: { userId: entry.subjectUserId, name: row.homeownerName, email: row.homeownerEmail },
      method: entry.method,
      route: entry.route,
      status: entry.status,
      requestId: entry.requestId,
      changes: entry.changes ?? null,
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    staffMembers,
  };
}
