import { type StaffConversationQuery, staffConversationListSchema } from '@hoa/contracts/staff-inbox';
import { callChecked, pagedListHook } from '../../../lib/api/checked-reads';
import { usersClient } from '../../../lib/api/service-clients';
import { messageKeys } from '../messages-keys';

/** GET /Staff/Messages: the company's conversations, newest activity first (a failure is said in place). */
export const useStaffConversations = pagedListHook(
  messageKeys.staffConversationList,
  (query: StaffConversationQuery, signal) =>
    callChecked(usersClient, '/Staff/Messages', staffConversationListSchema, { query: { ...query }, signal }),
);
