import {
  type BulkApprovalResult,
  bulkApprovalResultSchema,
  type InvoiceDecisionForm,
  type InvoiceView,
  invoiceDetailSchema,
  invoiceListSchema,
} from '@hoa/contracts/vendor-invoices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callChecked, pagedListHook } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { boardKeys } from '../board-keys';

const base = (associationId: number) => `/Board/Associations/${associationId}/Invoices`;

/** GET …/Invoices?status=: the association's invoices awaiting approval, or its history. */
export const useBoardInvoices = pagedListHook(
  boardKeys.invoiceList,
  (query: { associationId: number; status: InvoiceView }, signal) =>
    callChecked(associationsClient, base(query.associationId), invoiceListSchema, {
      query: { status: query.status },
      signal,
    }),
);

/** GET …/Invoices/{id}: one invoice, the board's decisions and the vendor's recent invoices. */
export function useBoardInvoice(associationId: number, id: number) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: boardKeys.invoiceDetail(userId, associationId, id),
    queryFn: ({ signal }) =>
      callChecked(associationsClient, `${base(associationId)}/${id}`, invoiceDetailSchema, { signal }),
    enabled: userId !== null && id > 0,
  });
}

/** The invoice's PDF as a blob (the call carries the sign-in; a plain link could not). */
export const fetchInvoicePdf = (associationId: number, id: number) =>
  associationsClient.request<Blob>(`${base(associationId)}/${id}/File`, {
    responseAs: 'blob',
    suppressErrorToast: true,
  });

/** GET …/Invoices/Export: the invoices of a status as CSV, named for today. */
export async function downloadInvoicesCsv(associationId: number, status: InvoiceView) {
  const blob = await associationsClient.request<Blob>(`${base(associationId)}/Export`, {
    query: { status },
    responseAs: 'blob',
    suppressErrorToast: true,
  });
  return { blob, fileName: `invoices-${status}-${new Date().toISOString().slice(0, 10)}.csv` };
}

/** After a decision, every list and detail of the association's invoices is read again. */
function useRefreshInvoices(associationId: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return () => queryClient.invalidateQueries({ queryKey: boardKeys.invoices(userId, associationId) });
}

/** POST …/Invoices/{id}/Decision: approve or reject (with a note). */
export function useDecideInvoice(associationId: number, id: number) {
  const refresh = useRefreshInvoices(associationId);
  return useMutation({
    mutationFn: (decision: InvoiceDecisionForm) =>
      callChecked(associationsClient, `${base(associationId)}/${id}/Decision`, invoiceDetailSchema, {
        method: 'POST',
        body: decision,
      }),
    onSettled: refresh,
  });
}

/** POST …/Invoices/Approve: several at once, a result for each. */
export function useApproveInvoices(associationId: number) {
  const refresh = useRefreshInvoices(associationId);
  return useMutation({
    mutationFn: (invoiceIds: number[]): Promise<BulkApprovalResult> =>
      callChecked(associationsClient, `${base(associationId)}/Approve`, bulkApprovalResultSchema, {
        method: 'POST',
        body: { invoiceIds },
      }),
    onSettled: refresh,
  });
}
