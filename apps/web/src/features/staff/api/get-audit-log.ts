import { type AuditLogPage, auditLogPageSchema } from '@hoa/contracts/audit-log';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usersClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { staffKeys, type UserId } from '../staff-keys';

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

/** GET /Staff/AuditLog: what staff did as homeowners (mimic mode), newest first. */
export async function getAuditLog(query: AuditLogQuery, signal?: AbortSignal): Promise<AuditLogPage> {
  const body = await usersClient.request('/Staff/AuditLog', {
    query: Object.fromEntries(
      Object.entries(query).filter(
        (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
      ),
    ),
    signal,
    // the page shows the failure in place, with Try again
    suppressErrorToast: true,
  });
  return auditLogPageSchema.parse(body);
}

export const auditLogQueryOptions = (userId: UserId, query: AuditLogQuery) =>
  queryOptions({
    queryKey: staffKeys.auditLog(userId, query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditLogQuery) =>
  useQuery(auditLogQueryOptions(useSignedInUserId(), query));
