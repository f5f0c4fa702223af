import {
  type FindingForm,
  type InspectionForm,
  type InspectionListStatus,
  inspectionDetailSchema,
  inspectionListSchema,
} from '@hoa/contracts/inspections';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callChecked, pagedListHook } from '../../lib/api/checked-reads';
import { associationsClient } from '../../lib/api/service-clients';
import { useSignedInUserId } from '../../lib/session-store/session-store';
import { violationKeys } from '../violations/violation-keys';
import { inspectionKeys } from './inspection-keys';

export type InspectionSide = 'board' | 'staff';
const base = (side: InspectionSide, associationId: number) =>
  `/${side === 'board' ? 'Board' : 'Staff'}/Associations/${associationId}/Inspections`;

/** GET …/Inspections?status=: the association's inspections (all, scheduled or completed). */
export const useInspections = pagedListHook(
  inspectionKeys.list,
  (query: { associationId: number; side: InspectionSide; status: InspectionListStatus }, signal) =>
    callChecked(associationsClient, base(query.side, query.associationId), inspectionListSchema, {
      query: { status: query.status },
      signal,
    }),
);

/** GET …/Inspections/{id}: one inspection with its properties and findings. */
export function useInspection(side: InspectionSide, associationId: number, id: number) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: inspectionKeys.detail(userId, associationId, side, id),
    queryFn: ({ signal }) =>
      callChecked(associationsClient, `${base(side, associationId)}/${id}`, inspectionDetailSchema, {
        signal,
      }),
    enabled: userId !== null && id > 0,
  });
}

/** GET …/Inspections/Export: the inspections of a status as CSV, named for today. */
export async function downloadInspectionsCsv(
  side: InspectionSide,
  associationId: number,
  status: InspectionListStatus,
) {
  const blob = await associationsClient.request<Blob>(`${base(side, associationId)}/Export`, {
    query: { status },
    responseAs: 'blob',
    suppressErrorToast: true,
  });
  return { blob, fileName: `inspections-${status}-${new Date().toISOString().slice(0, 10)}.csv` };
}

/** A finding's photo as a blob (the call carries the sign-in; a plain link could not). */
export const fetchFindingPhoto = (
  side: InspectionSide,
  associationId: number,
  ids: { inspectionId: number; findingId: number; photoId: number },
) =>
  associationsClient.request<Blob>(
    `${base(side, associationId)}/${ids.inspectionId}/Findings/${ids.findingId}/Photos/${ids.photoId}`,
    { responseAs: 'blob', suppressErrorToast: true },
  );

/** After a change, the association's inspections are read again, and its violations (one may be new). */
function useRefreshInspections(associationId: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inspectionKeys.association(userId, associationId) }),
      queryClient.invalidateQueries({ queryKey: violationKeys.user(userId) }),
    ]);
}

/** A staff write answered with the inspection's detail; refreshes the association's inspections. */
function useInspectionWrite<Input>(
  associationId: number,
  call: (input: Input) => { path: string; method?: 'POST' | 'PUT' | 'DELETE'; body?: unknown },
) {
  const refresh = useRefreshInspections(associationId);
  return useMutation({
    mutationFn: (input: Input) => {
      const { path, method = 'POST', body } = call(input);
      return callChecked(
        associationsClient,
        `${base('staff', associationId)}${path}`,
        inspectionDetailSchema,
        {
          method,
          ...(body === undefined ? {} : { body }),
        },
      );
    },
    onSettled: refresh,
  });
}

/** Staff: POST …/Inspections: record an inspection. */
/** The fields of the inspection form (record and change): a 400 naming one is shown next to it. */
export const inspectionFormFields = [
  'inspectedOn',
  'inspectorName',
  'commonArea',
  'propertyIds',
  'status',
  'notes',
] as const;

export const useRecordInspection = (associationId: number) =>
  useInspectionWrite(associationId, (input: InspectionForm) => ({ path: '', body: input }));

/** Staff: PUT …/Inspections/{id}: change an inspection. */
export const useUpdateInspection = (associationId: number, id: number) =>
  useInspectionWrite(associationId, (input: InspectionForm) => ({
    path: `/${id}`,
    method: 'PUT',
    body: input,
  }));

/** Staff: POST …/Findings: add a finding. */
export const useAddFinding = (associationId: number, id: number) =>
  useInspectionWrite(associationId, (input: FindingForm) => ({ path: `/${id}/Findings`, body: input }));

/** Staff: PUT …/Findings/{findingId}: correct a finding. */
export const useUpdateFinding = (associationId: number, id: number) =>
  useInspectionWrite(associationId, (input: { findingId: number; form: FindingForm }) => ({
    path: `/${id}/Findings/${input.findingId}`,
    method: 'PUT',
    body: input.form,
  }));

/** Staff: DELETE …/Findings/{findingId}: remove a finding that did not become a violation. */
export const useRemoveFinding = (associationId: number, id: number) =>
  useInspectionWrite(associationId, (findingId: number) => ({
    path: `/${id}/Findings/${findingId}`,
    method: 'DELETE',
  }));

/** Staff: POST …/Findings/{findingId}/Violation: turn a finding into a violation, once. */
export const useFindingToViolation = (associationId: number, id: number) =>
  useInspectionWrite(associationId, (input: { findingId: number; ruleReference?: string }) => ({
    path: `/${id}/Findings/${input.findingId}/Violation`,
    body: input.ruleReference ? { ruleReference: input.ruleReference } : {},
  }));

/** Staff: POST …/Findings/{findingId}/Photos?fileName=: a PNG or JPEG photo as the body. */
export function useUploadFindingPhoto(associationId: number, id: number) {
  const refresh = useRefreshInspections(associationId);
  return useMutation({
    mutationFn: (input: { findingId: number; file: File }) =>
      associationsClient.request(`${base('staff', associationId)}/${id}/Findings/${input.findingId}/Photos`, {
        method: 'POST',
        query: { fileName: input.file.name },
        body: input.file,
      }),
    onSettled: refresh,
  });
}
