import { auditLogPageSchema } from '@hoa/contracts/audit-log';
import { callChecked, pagedListHook } from '../../../lib/api/checked-reads';
import { usersClient } from '../../../lib/api/service-clients';
import { staffKeys } from '../staff-keys';

/** The page's filters (days in the browser's time zone); unset ones are left out of the address. */
export interface AuditLogQuery {
  homeowner: string;
  staffUserId?: number;
  from?: string;
  to?: string;
  timeZone: string;
  page: number;
  pageSize: number;
}

const setFilters = (query: AuditLogQuery) =>
  Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );

/** GET /Staff/AuditLog: what staff did as homeowners (mimic mode), newest first (a failure is said in place). */
export const useAuditLog = pagedListHook(staffKeys.auditLog, (query: AuditLogQuery, signal) =>
  callChecked(usersClient, '/Staff/AuditLog', auditLogPageSchema, { query: setFilters(query), signal }),
);
