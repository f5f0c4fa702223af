import { type StaffConversation, staffConversationSchema } from '@hoa/contracts/staff-inbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { messageKeys } from '../messages-keys';

/** GET /Staff/Messages/{id}: one of the company's conversations, oldest message first. */
export async function getStaffConversation(id: number, signal?: AbortSignal): Promise<StaffConversation> {
  const body = await usersClient.request(`/Staff/Messages/${id}`, { signal, suppressErrorToast: true });
  return staffConversationSchema.parse(body);
}

export const staffConversationQueryOptions = (userId: number | null, id: number) =>
  queryOptions({
    queryKey: messageKeys.staffConversation(userId, id),
    queryFn: ({ signal }) => getStaffConversation(id, signal),
    enabled: userId !== null && id > 0,
  });

export const useStaffConversation = (id: number) =>
  useQuery(staffConversationQueryOptions(useSignedInUserId(), id));
