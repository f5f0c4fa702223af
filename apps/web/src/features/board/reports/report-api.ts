import {
  type AccountLinesQuery,
  accountLinesSchema,
  balanceSheetSchema,
  cashActivitySchema,
  delinquencyReportSchema,
  incomeStatementSchema,
  type ReportFileFormat,
  type ReportKind,
} from '@hoa/contracts/association-reports';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callChecked } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { boardKeys } from '../board-keys';

/** Each report's path under /Board/Associations/{id}/Reports and the schema of its answer. */
const reportCalls = {
  'balance-sheet': { path: 'BalanceSheet', schema: balanceSheetSchema },
  'income-statement': { path: 'IncomeStatement', schema: incomeStatementSchema },
  delinquency: { path: 'Delinquency', schema: delinquencyReportSchema },
  'cash-activity': { path: 'CashActivity', schema: cashActivitySchema },
} as const;
type ReportData<K extends ReportKind> = z.output<(typeof reportCalls)[K]['schema']>;

const reportsPath = (associationId: number) => `/Board/Associations/${associationId}/Reports`;

/** GET /Board/Associations/{id}/Reports/{Report}: one report for its dates (`asOf`, or `from` and `to`). */
export function useReport<K extends ReportKind>(
  associationId: number,
  report: K,
  dates: Record<string, string>,
) {
  const userId = useSignedInUserId();
  const call = reportCalls[report];
  return useQuery({
    queryKey: boardKeys.report(userId, associationId, report, dates),
    queryFn: ({ signal }) =>
      callChecked(associationsClient, `${reportsPath(associationId)}/${call.path}`, call.schema, {
        query: dates,
        signal,
      }) as Promise<ReportData<K>>,
    enabled: userId !== null && Object.values(dates).every((value) => value !== ''),
  });
}

/** GET …/Reports/AccountLines: the journal lines behind a figure, a page at a time. */
export function useAccountLines(associationId: number, query: AccountLinesQuery | null) {
  const userId = useSignedInUserId();
  return useInfiniteQuery({
    queryKey: boardKeys.accountLines(userId, associationId, query ?? { accountId: 0, to: '' }),
    queryFn: ({ signal, pageParam }) =>
      callChecked(associationsClient, `${reportsPath(associationId)}/AccountLines`, accountLinesSchema, {
        query: { ...query, ...(pageParam ? { after: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: userId !== null && query !== null,
  });
}

/** GET …/Reports/{Report}/Export: the report as a PDF or CSV file, named as the server names it. */
export async function downloadReport(
  associationId: number,
  report: ReportKind,
  dates: Record<string, string>,
  format: ReportFileFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const blob = await associationsClient.request<Blob>(
    `${reportsPath(associationId)}/${reportCalls[report].path}/Export`,
    { query: { ...dates, format }, responseAs: 'blob', suppressErrorToast: true },
  );
  const stem = Object.values(dates).join('-to-');
  return { blob, fileName: `${report}-${stem}.${format}` };
}
