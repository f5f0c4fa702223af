import {
  type EscalationProposal,
  type NewViolation,
  type ViolationListView,
  type ViolationStage,
  violationDetailSchema,
  violationListSchema,
  violationPropertyListSchema,
} from '@hoa/contracts/violations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callChecked, pagedListHook } from '../../lib/api/checked-reads';
import { actionItemsClient, associationsClient } from '../../lib/api/service-clients';
import { useSignedInUserId } from '../../lib/session-store/session-store';
import { violationKeys } from './violation-keys';

export type ViolationSide = 'board' | 'staff';
const base = (side: ViolationSide, associationId: number) =>
  `/${side === 'board' ? 'Board' : 'Staff'}/Associations/${associationId}/Violations`;

/** GET …/Violations?view=: the association's violations (open, awaiting the board, or all). */
export const useViolations = pagedListHook(
  violationKeys.list,
  (query: { associationId: number; side: ViolationSide; view: ViolationListView }, signal) =>
    callChecked(associationsClient, base(query.side, query.associationId), violationListSchema, {
      query: { view: query.view },
      signal,
    }),
);

/** GET …/Violations/{id}: one violation with its history, escalations and photos. */
export function useViolation(side: ViolationSide, associationId: number, id: number) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: violationKeys.detail(userId, associationId, side, id),
    queryFn: ({ signal }) =>
      callChecked(associationsClient, `${base(side, associationId)}/${id}`, violationDetailSchema, {
        signal,
      }),
    enabled: userId !== null && id > 0,
  });
}

/** GET …/Violations/Export: the violations of a view as CSV, named for today. */
export async function downloadViolationsCsv(
  side: ViolationSide,
  associationId: number,
  view: ViolationListView,
) {
  const blob = await associationsClient.request<Blob>(`${base(side, associationId)}/Export`, {
    query: { view },
    responseAs: 'blob',
    suppressErrorToast: true,
  });
  return { blob, fileName: `violations-${view}-${new Date().toISOString().slice(0, 10)}.csv` };
}

/** A notice letter (PDF) or a photo as a blob (the call carries the sign-in; a plain link could not). */
export const fetchViolationFile = (
  side: ViolationSide,
  associationId: number,
  id: number,
  file: { notice: number } | { photo: number },
) =>
  associationsClient.request<Blob>(
    `${base(side, associationId)}/${id}/${'notice' in file ? `Notices/${file.notice}` : `Photos/${file.photo}`}`,
    { responseAs: 'blob', suppressErrorToast: true },
  );

/** After a change, every list and detail of the association's violations is read again. */
function useRefreshViolations(associationId: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return () => queryClient.invalidateQueries({ queryKey: violationKeys.association(userId, associationId) });
}

/** A POST or PUT answered with the violation's detail; refreshes the association's violations. */
function useViolationWrite<Input>(
  side: ViolationSide,
  associationId: number,
  call: (input: Input) => { path: string; method?: 'POST' | 'PUT'; body: unknown },
) {
  const refresh = useRefreshViolations(associationId);
  return useMutation({
    mutationFn: (input: Input) => {
      const { path, method = 'POST', body } = call(input);
      return callChecked(associationsClient, `${base(side, associationId)}${path}`, violationDetailSchema, {
        method,
        body,
      });
    },
    onSettled: refresh,
  });
}

/** POST …/Comments: a board member's or staff's comment. */
export const useCommentViolation = (side: ViolationSide, associationId: number, id: number) =>
  useViolationWrite(side, associationId, (body: string) => ({ path: `/${id}/Comments`, body: { body } }));

/** POST …/Escalations/{escalationId}/Decision: approve or refuse (with a note). */
export const useDecideEscalation = (associationId: number, id: number) =>
  useViolationWrite(
    'board',
    associationId,
    (input: { escalationId: number; decision: 'approve' | 'refuse'; note: string }) => ({
      path: `/${id}/Escalations/${input.escalationId}/Decision`,
      body: { decision: input.decision, note: input.note },
    }),
  );

/** Staff: POST …/Violations: record a violation. */
export const useRecordViolation = (associationId: number) =>
  useViolationWrite('staff', associationId, (input: NewViolation) => ({ path: '', body: input }));

/** Staff: POST …/Stage: move one stage. */
export const useAdvanceViolation = (associationId: number, id: number) =>
  useViolationWrite('staff', associationId, (input: { stage: ViolationStage; note: string }) => ({
    path: `/${id}/Stage`,
    body: input,
  }));

/** Staff: POST …/Escalations: propose a fine or a hearing. */
export const useProposeEscalation = (associationId: number, id: number) =>
  useViolationWrite('staff', associationId, (input: EscalationProposal) => ({
    path: `/${id}/Escalations`,
    body: input,
  }));

/** Staff: GET …/Violations/Properties?search=: properties to record a violation at. */
export function useViolationProperties(associationId: number, search: string) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: violationKeys.properties(userId, associationId, search),
    queryFn: ({ signal }) =>
      callChecked(
        associationsClient,
        `${base('staff', associationId)}/Properties`,
        violationPropertyListSchema,
        { query: { search }, signal },
      ),
    enabled: userId !== null,
  });
}

/** Staff: POST …/Photos?fileName=: a PNG or JPEG photo as the body. */
export function useUploadViolationPhoto(associationId: number, id: number) {
  const refresh = useRefreshViolations(associationId);
  return useMutation({
    mutationFn: (file: File) =>
      associationsClient.request(`${base('staff', associationId)}/${id}/Photos`, {
        method: 'POST',
        query: { fileName: file.name },
        body: file,
      }),
    onSettled: refresh,
  });
}

/** The homeowner's own violations (GET /Violations, action items). */
export function useMyViolations() {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: violationKeys.mine(userId),
    queryFn: ({ signal }) => callChecked(actionItemsClient, '/Violations', violationListSchema, { signal }),
    enabled: userId !== null,
  });
}

/** GET /Violations/{id}: one of the homeowner's violations with its notices and replies. */
export function useMyViolation(id: number) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: violationKeys.mineDetail(userId, id),
    queryFn: ({ signal }) =>
      callChecked(actionItemsClient, `/Violations/${id}`, violationDetailSchema, { signal }),
    enabled: userId !== null && id > 0,
  });
}

/** A notice letter or photo of the homeowner's violation, as a blob. */
export const fetchMyViolationFile = (id: number, file: { notice: number } | { photo: number }) =>
  actionItemsClient.request<Blob>(
    `/Violations/${id}/${'notice' in file ? `Notices/${file.notice}` : `Photos/${file.photo}`}`,
    { responseAs: 'blob', suppressErrorToast: true },
  );

/** POST /Violations/{id}/Replies: the owner's reply to the association. */
export function useReplyToViolation(id: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: (body: string) =>
      callChecked(actionItemsClient, `/Violations/${id}/Replies`, violationDetailSchema, {
        method: 'POST',
        body: { body },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: violationKeys.mine(userId) }),
  });
}
