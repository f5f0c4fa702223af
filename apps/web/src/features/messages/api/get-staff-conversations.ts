import {
  type StaffConversationList,
  type StaffConversationQuery,
  staffConversationListSchema,
} from '@hoa/contracts/staff-inbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usersClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { messageKeys } from '../messages-keys';

/** GET /Staff/Messages: the company's conversations, newest activity first. */
export async function getStaffConversations(
  query: StaffConversationQuery,
  signal?: AbortSignal,
): Promise<StaffConversationList> {
  const body = await usersClient.request('/Staff/Messages', {
    query: { ...query },
    signal,
    // the page shows the failure in place, with Try again
    suppressErrorToast: true,
  });
  return staffConversationListSchema.parse(body);
}

export const staffConversationsQueryOptions = (userId: number | null, query: StaffConversationQuery) =>
  queryOptions({
    queryKey: messageKeys.staffConversationList(userId, query),
    queryFn: ({ signal }) => getStaffConversations(query, signal),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });

export const useStaffConversations = (query: StaffConversationQuery) =>
  useQuery(staffConversationsQueryOptions(useSignedInUserId(), query));
