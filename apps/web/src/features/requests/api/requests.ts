import {
  type CreateRequest,
  type RequestDetail,
  type RequestStatus,
  requestDetailSchema,
  requestListSchema,
} from '@hoa/contracts/community';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../lib/api/error-text';
import { actionItemsClient } from '../../../lib/api/service-clients';
import { type AcceptedAttachment, asUpload } from '../../../lib/attachment-check';
import { queryKey } from '../../../lib/query-keys';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { type RequestListQuery, requestKeys, type UserId } from '../requests-keys';

/** GET /HomeownerRequests: your requests, newest first; recent = the last 30 days (SPEC §9); kinds = only these. */
export async function getRequests(query: RequestListQuery, signal?: AbortSignal) {
  const body = await actionItemsClient.request('/HomeownerRequests', {
    query: {
      associationId: query.associationId,
      recent: query.recent ? 'true' : undefined,
      kind: query.kinds,
    },
    signal,
    // the pages show the failure in place (SPEC §8 requests widget: message, Error ID, Try Again)
    suppressErrorToast: true,
  });
  return requestListSchema.parse(body).requests;
}

export const requestsQueryOptions = (userId: UserId, query: RequestListQuery) =>
  queryOptions({
    queryKey: requestKeys.list(userId, query),
    queryFn: ({ signal }) => getRequests(query, signal),
    enabled: userId !== null,
  });

export const useRequests = (query: RequestListQuery) =>
  useQuery(requestsQueryOptions(useSignedInUserId(), query));

/** GET /HomeownerRequests/{id}: one request with its status history, messages and attachments. */
export async function getRequest(id: number, signal?: AbortSignal): Promise<RequestDetail> {
  const body = await actionItemsClient.request(`/HomeownerRequests/${id}`, {
    signal,
    suppressErrorToast: true,
  });
  return requestDetailSchema.parse(body);
}

export function useRequest(id: number | null) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: requestKeys.detail(userId, id ?? 0),
    queryFn: ({ signal }) => getRequest(id as number, signal),
    enabled: userId !== null && id !== null,
  });
}

/** After any change to a request: its detail is the answer, and every list refetches. */
function useRequestChanged() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return (detail: RequestDetail) => {
    queryClient.setQueryData(requestKeys.detail(userId, detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: [...requestKeys.mine(userId), 'list'] });
    // a reservation request changes the calendar's reservations: the community area's reads are stale
    void queryClient.invalidateQueries({ queryKey: queryKey(userId, 'community') });
  };
}

/** POST /HomeownerRequests. */
export function useCreateRequest() {
  const changed = useRequestChanged();
  return useMutation({
    mutationFn: async (input: CreateRequest) =>
      requestDetailSchema.parse(
        await actionItemsClient.request('/HomeownerRequests', {
          method: 'POST',
          body: input,
          suppressErrorToast: true,
        }),
      ),
    onSuccess: changed,
  });
}

/** POST /HomeownerRequests/{id}/Messages: the homeowner's, or management's when staff send it. */
export async function postRequestMessage(id: number, body: string): Promise<RequestDetail> {
  return requestDetailSchema.parse(
    await actionItemsClient.request(`/HomeownerRequests/${id}/Messages`, {
      method: 'POST',
      body: { body },
      suppressErrorToast: true,
    }),
  );
}

export function usePostMessage(id: number) {
  const changed = useRequestChanged();
  return useMutation({ mutationFn: (body: string) => postRequestMessage(id, body), onSuccess: changed });
}

/** PATCH /HomeownerRequests/{id}/Status (a homeowner can close their own request; management sets any). */
export async function changeRequestStatus(
  id: number,
  input: { status: RequestStatus; note?: string },
  options: { suppressErrorToast?: boolean } = {},
): Promise<RequestDetail> {
  return requestDetailSchema.parse(
    await actionItemsClient.request(`/HomeownerRequests/${id}/Status`, {
      method: 'PATCH',
      body: input,
      ...options,
    }),
  );
}

export function useChangeStatus(id: number) {
  const changed = useRequestChanged();
  return useMutation({
    mutationFn: (input: { status: RequestStatus; note?: string }) => changeRequestStatus(id, input),
    onSuccess: changed,
  });
}

/**
 * Sends files to a request one by one; the request's cached detail becomes the last answer (it lists the
 * attachments), and the lists refetch. Returns "name: why" for each file the server refused.
 */
export function useUploadAttachments() {
  const changed = useRequestChanged();
  return async (requestId: number, files: File[], describe: (error: unknown) => string) => {
    const problems: string[] = [];
    let latest: RequestDetail | null = null;
    for (const file of files) {
      latest = await uploadAttachment(requestId, file).catch((error: unknown) => {
        problems.push(`${file.name}: ${describe(error)}`);
        return latest;
      });
    }
    if (latest) changed(latest);
    return problems;
  };
}

/** POST /HomeownerRequests/{id}/Attachments: one file, sent as itself. */
async function uploadAttachment(id: number, file: File): Promise<RequestDetail> {
  return requestDetailSchema.parse(
    await actionItemsClient.request(`/HomeownerRequests/${id}/Attachments`, {
      method: 'POST',
      query: { fileName: file.name },
      body: file,
      suppressErrorToast: true,
    }),
  );
}

/** GET /HomeownerRequests/{id}/Attachments/{attachmentId} as a blob (the bearer token cannot ride on a link). */
export async function downloadAttachment(requestId: number, attachmentId: number): Promise<Blob> {
  return actionItemsClient.request<Blob>(`/HomeownerRequests/${requestId}/Attachments/${attachmentId}`, {
    responseAs: 'blob',
  });
}

/** Uploads files the attachment picker has checked (each with the type its content has). */
export function useUploadCheckedAttachments() {
  const upload = useUploadAttachments();
  return (requestId: number, files: AcceptedAttachment[]) =>
    upload(requestId, files.map(asUpload), errorText);
}
