import {
  type ApprovalRules,
  approvalRulesSchema,
  type InvoicePayment,
  invoiceDetailSchema,
  invoiceListSchema,
  type VendorForm,
  vendorListSchema,
  vendorSchema,
} from '@hoa/contracts/vendor-invoices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callChecked } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { staffKeys } from '../staff-keys';

const base = (associationId: number) => `/Staff/Associations/${associationId}`;

function useBooksRead<T>(associationId: number, part: string, read: (signal: AbortSignal) => Promise<T>) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: [...staffKeys.books(userId, associationId), part],
    queryFn: ({ signal }) => read(signal),
    enabled: userId !== null && associationId > 0,
  });
}

export const useVendors = (associationId: number) =>
  useBooksRead(associationId, 'vendors', (signal) =>
    callChecked(associationsClient, `${base(associationId)}/Vendors`, vendorListSchema, { signal }),
  );

export const useStaffInvoices = (associationId: number) =>
  useBooksRead(associationId, 'invoices', (signal) =>
    callChecked(associationsClient, `${base(associationId)}/VendorInvoices`, invoiceListSchema, { signal }),
  );

/** A write of the association's books; every read of them is fetched again after it. */
function useBooksWrite<Input, Output>(associationId: number, write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.books(userId, associationId) }),
  });
}

/** POST or PUT a vendor (PUT when it has an id). */
export const useSaveVendor = (associationId: number) =>
  useBooksWrite(associationId, ({ id, ...form }: VendorForm & { id?: number }) =>
    callChecked(associationsClient, `${base(associationId)}/Vendors${id ? `/${id}` : ''}`, vendorSchema, {
      method: id ? 'PUT' : 'POST',
      body: form,
    }),
  );

/** POST …/VendorInvoices: the form's fields and the PDF as form data. */
export const useEnterInvoice = (associationId: number) =>
  useBooksWrite(associationId, (form: FormData) =>
    callChecked(associationsClient, `${base(associationId)}/VendorInvoices`, invoiceDetailSchema, {
      method: 'POST',
      body: form,
    }),
  );

export const useRecordPayment = (associationId: number) =>
  useBooksWrite(associationId, ({ invoiceId, ...payment }: InvoicePayment & { invoiceId: number }) =>
    callChecked(
      associationsClient,
      `${base(associationId)}/VendorInvoices/${invoiceId}/Payment`,
      invoiceDetailSchema,
      { method: 'POST', body: payment },
    ),
  );

export const useSaveApprovalRules = (associationId: number) =>
  useBooksWrite(associationId, (rules: ApprovalRules) =>
    callChecked(associationsClient, `${base(associationId)}/InvoiceApprovalRules`, approvalRulesSchema, {
      method: 'PUT',
      body: rules,
    }),
  );
