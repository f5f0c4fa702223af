import { staffAssociationListSchema } from '@hoa/contracts/bank-accounts';
import {
  type EstimateDecisionInput,
  type StaffStatusTarget,
  staffWorkOrderOptionsSchema,
  type WorkOrderForm,
  type WorkOrderListQuery,
  type WorkOrderPriority,
  workOrderDetailSchema,
  workOrderListSchema,
} from '@hoa/contracts/work-orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callChecked, pagedListHook, userReadHook } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { boardKeys } from '../board-keys';

export type WorkOrderSide = 'board' | 'staff';
const base = (side: WorkOrderSide, associationId: number) =>
  `/${side === 'board' ? 'Board' : 'Staff'}/Associations/${associationId}/WorkOrders`;

/** GET …/WorkOrders?status=&priority=&search=: the association's work orders and its threshold. */
export const useWorkOrders = pagedListHook(
  boardKeys.workOrderList,
  (query: WorkOrderListQuery & { associationId: number; side: WorkOrderSide }, signal) => {
    const { associationId, side, ...filter } = query;
    return callChecked(associationsClient, base(side, associationId), workOrderListSchema, {
      query: filter,
      signal,
    });
  },
);

/** GET …/WorkOrders/{id}: one work order with history, messages and photos. */
export function useWorkOrder(side: WorkOrderSide, associationId: number, id: number) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: boardKeys.workOrderDetail(userId, side, associationId, id),
    queryFn: ({ signal }) =>
      callChecked(associationsClient, `${base(side, associationId)}/${id}`, workOrderDetailSchema, {
        signal,
      }),
    enabled: userId !== null && id > 0,
  });
}

/** A photo as an object URL for an <img> (the call carries the sign-in; a plain src could not). */
export function useWorkOrderPhoto(
  side: WorkOrderSide,
  associationId: number,
  workOrderId: number,
  photoId: number,
) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: boardKeys.workOrderPhoto(userId, side, associationId, photoId),
    queryFn: async () => {
      const blob = await associationsClient.request<Blob>(
        `${base(side, associationId)}/${workOrderId}/Photos/${photoId}`,
        { responseAs: 'blob', suppressErrorToast: true },
      );
      return URL.createObjectURL(blob);
    },
    enabled: userId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET …/WorkOrders/Export: the filtered work orders as CSV, named for today. */
export async function downloadWorkOrdersCsv(
  side: WorkOrderSide,
  associationId: number,
  query: WorkOrderListQuery,
) {
  const blob = await associationsClient.request<Blob>(`${base(side, associationId)}/Export`, {
    query,
    responseAs: 'blob',
    suppressErrorToast: true,
  });
  return { blob, fileName: `work-orders-${new Date().toISOString().slice(0, 10)}.csv` };
}

/** A write that answers the work order's detail; afterwards every list and detail of the association is read again. */
function useWorkOrderWrite<Input>(
  side: WorkOrderSide,
  associationId: number,
  call: (input: Input) => { path: string; method: 'POST' | 'PUT'; body: unknown },
) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: (input: Input) => {
      const { path, method, body } = call(input);
      return callChecked(associationsClient, `${base(side, associationId)}${path}`, workOrderDetailSchema, {
        method,
        body: body as Record<string, unknown>,
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardKeys.workOrders(userId, 'board', associationId) }),
        queryClient.invalidateQueries({ queryKey: boardKeys.workOrders(userId, 'staff', associationId) }),
      ]),
  });
}

export const useCommentOnWorkOrder = (side: WorkOrderSide, associationId: number, id: number) =>
  useWorkOrderWrite(side, associationId, (body: string) => ({
    path: `/${id}/Messages`,
    method: 'POST',
    body: { body },
  }));

export const useDecideEstimate = (associationId: number, id: number) =>
  useWorkOrderWrite('board', associationId, (decision: EstimateDecisionInput) => ({
    path: `/${id}/EstimateDecision`,
    method: 'POST',
    body: decision,
  }));

export const useCreateWorkOrder = (associationId: number) =>
  useWorkOrderWrite('staff', associationId, (form: WorkOrderForm) => ({
    path: '',
    method: 'POST',
    body: form,
  }));

export const useUpdateWorkOrder = (associationId: number, id: number) =>
  useWorkOrderWrite('staff', associationId, (form: WorkOrderForm) => ({
    path: `/${id}`,
    method: 'PUT',
    body: form,
  }));

export const useSetEstimate = (associationId: number, id: number) =>
  useWorkOrderWrite('staff', associationId, (estimatedCost: number) => ({
    path: `/${id}/Estimate`,
    method: 'PUT',
    body: { estimatedCost },
  }));

export const useSetActualCost = (associationId: number, id: number) =>
  useWorkOrderWrite('staff', associationId, (actualCost: number) => ({
    path: `/${id}/ActualCost`,
    method: 'PUT',
    body: { actualCost },
  }));

export const useChangeWorkOrderStatus = (associationId: number, id: number) =>
  useWorkOrderWrite('staff', associationId, (change: { status: StaffStatusTarget; note: string }) => ({
    path: `/${id}/Status`,
    method: 'POST',
    body: change,
  }));

export const useUploadWorkOrderPhoto = (associationId: number, id: number) =>
  useWorkOrderWrite('staff', associationId, (form: FormData) => ({
    path: `/${id}/Photos`,
    method: 'POST',
    body: form,
  }));

export const useWorkOrderFromRequest = (associationId: number) =>
  useWorkOrderWrite(
    'staff',
    associationId,
    (input: { requestId: number; priority: WorkOrderPriority; vendorId: number | null }) => ({
      path: '/FromRequest',
      method: 'POST',
      body: input,
    }),
  );

/** GET /Staff/Associations/{id}/WorkOrderOptions: vendors, properties, requests to convert, threshold. */
export function useWorkOrderOptions(associationId: number) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: boardKeys.workOrderOptions(userId, associationId),
    queryFn: ({ signal }) =>
      callChecked(
        associationsClient,
        `/Staff/Associations/${associationId}/WorkOrderOptions`,
        staffWorkOrderOptionsSchema,
        { signal },
      ),
    enabled: userId !== null && associationId > 0,
  });
}

/** GET /Staff/Associations: the associations the staff member's company manages (the staff screen's picker). */
export const useStaffAssociationList = userReadHook(
  (userId) => [...boardKeys.user(userId), 'work-orders', 'staff-associations'] as const,
  (signal) => callChecked(associationsClient, '/Staff/Associations', staffAssociationListSchema, { signal }),
);
