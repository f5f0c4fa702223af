import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInUserId } from '../../lib/session-store/session-store';
import { refreshBilling } from './queries';

/** A billing change; when it succeeds the user's billing reads are refreshed before it resolves. */
export function useBillingMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({ mutationFn, onSuccess: () => refreshBilling(queryClient, userId) });
}
