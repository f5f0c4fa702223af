import {
  type ArcChairDecision,
  type ArcRequestDetail,
  type ArcVoteAction,
  arcAttachmentListSchema,
  arcBoardMessageListSchema,
  arcRequestDetailSchema,
} from '@hoa/contracts/arc-review';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { byIdHook, callChecked } from '../../../lib/api/checked-reads';
import { actionItemsClient } from '../../../lib/api/service-clients';
import { type AcceptedAttachment, asUpload } from '../../../lib/attachment-check';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { boardKeys } from '../board-keys';

/** GET /Board/ArcRequests/{id}/Messages: the board's own discussion, oldest first. */
export const useArcMessages = byIdHook(boardKeys.arcMessages, async (id, signal) => {
  const answer = await callChecked(
    actionItemsClient,
    `/Board/ArcRequests/${id}/Messages`,
    arcBoardMessageListSchema,
    { signal },
  );
  return answer.messages;
});

/** GET /Attachments/GetAttachmentsByActionItem: the homeowner's files and the board discussion's. */
export const useArcAttachments = byIdHook(boardKeys.arcAttachments, async (id, signal) => {
  const answer = await callChecked(
    actionItemsClient,
    '/Attachments/GetAttachmentsByActionItem',
    arcAttachmentListSchema,
    { query: { actionItemId: id }, signal },
  );
  return answer.attachments;
});

/** GET /Attachments?imgId=: one file of a request, named by the server's Content-Disposition. */
export const downloadArcAttachment = (attachmentId: number) =>
  actionItemsClient.request<Blob>('/Attachments', {
    query: { imgId: attachmentId },
    responseAs: 'blob',
    suppressErrorToast: true,
  });

/**
 * One file's content, for a preview and for its download alike (a previewed file is not fetched again):
 * files never change, so it is fetched once and dropped a minute after the last use.
 */
export const arcFileQueryOptions = (userId: number | null, attachmentId: number) =>
  queryOptions({
    queryKey: boardKeys.arcFile(userId, attachmentId),
    queryFn: () => downloadArcAttachment(attachmentId),
    enabled: userId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });

export const useArcFile = (attachmentId: number) =>
  useQuery(arcFileQueryOptions(useSignedInUserId(), attachmentId));

/** After a vote or a decision: the answer is the request's detail; the lists and the dashboard refetch. */
function useArcChanged() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return (detail: ArcRequestDetail) => {
    queryClient.setQueryData(boardKeys.arcDetail(userId, detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: [...boardKeys.arcs(userId), 'list'] });
  };
}

/** POST /Board/ArcRequests/{id}/Vote (form data): cast, change or retract my vote. */
export function useCastArcVote(id: number) {
  const changed = useArcChanged();
  return useMutation({
    mutationFn: async (input: { vote: ArcVoteAction; comment: string }) => {
      const form = new FormData();
      form.set('vote', input.vote);
      form.set('comment', input.comment);
      return arcRequestDetailSchema.parse(
        await actionItemsClient.request(`/Board/ArcRequests/${id}/Vote`, {
          method: 'POST',
          body: form,
          suppressErrorToast: true,
        }),
      );
    },
    onSuccess: changed,
  });
}

/** POST /Board/ArcRequests/{id}/ChairDecision: the chair's decision. */
export function useRecordArcDecision(id: number) {
  const changed = useArcChanged();
  return useMutation({
    mutationFn: async (input: ArcChairDecision) =>
      arcRequestDetailSchema.parse(
        await actionItemsClient.request(`/Board/ArcRequests/${id}/ChairDecision`, {
          method: 'POST',
          body: input,
          suppressErrorToast: true,
        }),
      ),
    onSuccess: changed,
  });
}

/** POST /Board/ArcRequests/Message (form data): a message to the board's discussion, with checked files. */
export function usePostArcMessage(id: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (input: { body: string; files: AcceptedAttachment[] }) => {
      const form = new FormData();
      form.set('requestId', String(id));
      form.set('body', input.body);
      for (const file of input.files) form.append('files', asUpload(file));
      const answer = await actionItemsClient.request('/Board/ArcRequests/Message', {
        method: 'POST',
        body: form,
        suppressErrorToast: true,
      });
      return arcBoardMessageListSchema.parse(answer).messages;
    },
    onSuccess: (messages) => {
      queryClient.setQueryData(boardKeys.arcMessages(userId, id), messages);
      // the request's files now include the message's
      void queryClient.invalidateQueries({ queryKey: boardKeys.arcDetail(userId, id), exact: true });
      void queryClient.invalidateQueries({ queryKey: boardKeys.arcAttachments(userId, id) });
    },
  });
}
