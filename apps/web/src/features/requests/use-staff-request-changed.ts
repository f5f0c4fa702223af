import type { RequestDetail } from '@hoa/contracts/community';
import { useQueryClient } from '@tanstack/react-query';
import { useSignedInUserId } from '../../lib/session-store/session-store';
import { requestKeys } from './requests-keys';

/** After staff change a request: its detail is the answer, and the queue refetches. */
export function useStaffRequestChanged() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return (detail: RequestDetail) => {
    queryClient.setQueryData(requestKeys.staffDetail(userId, detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: [...requestKeys.staff(userId), 'list'] });
  };
}
