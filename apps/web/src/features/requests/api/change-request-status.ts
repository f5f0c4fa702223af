import type { RequestStatus } from '@hoa/contracts/community';
import { useMutation } from '@tanstack/react-query';
import { useStaffRequestChanged } from '../use-staff-request-changed';
import { changeRequestStatus } from './requests';

/** PATCH /HomeownerRequests/{id}/Status as management; a failure (e.g. a taken slot) shows on the form. */
export function useStaffChangeStatus(id: number) {
  const changed = useStaffRequestChanged();
  return useMutation({
    mutationFn: (input: { status: RequestStatus; note: string }) =>
      changeRequestStatus(id, input, { suppressErrorToast: true }),
    onSuccess: changed,
  });
}
