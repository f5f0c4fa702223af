import { staffConversationSchema } from '@hoa/contracts/staff-inbox';
import { byIdHook, callChecked } from '../../../lib/api/checked-reads';
import { usersClient } from '../../../lib/api/service-clients';
import { messageKeys } from '../messages-keys';

/** GET /Staff/Messages/{id}: one of the company's conversations, oldest message first. */
export const useStaffConversation = byIdHook(messageKeys.staffConversation, (id, signal) =>
  callChecked(usersClient, `/Staff/Messages/${id}`, staffConversationSchema, { signal }),
);
