import type { RequestDetail } from '@hoa/contracts/community';
import { useQueryClient } from '@tanstack/react-query';
import { useSignedInUserId } from '../session/session-store';
import { staffKeys } from './staff-keys';

/** After staff change a request: its detail is the answer, and the queue refetches. */
export function useStaffRequestChanged() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return (detail: RequestDetail) => {
    queryClient.setQueryData(staffKeys.request(userId, detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: [...staffKeys.requests(userId), 'list'] });
  };
}
