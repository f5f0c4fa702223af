import { useMutation } from '@tanstack/react-query';
import { useStaffRequestChanged } from '../use-staff-request-changed';
import { postRequestMessage } from './requests';

/** POST /HomeownerRequests/{id}/Messages as management. */
export function useStaffPostMessage(id: number) {
  const changed = useStaffRequestChanged();
  return useMutation({ mutationFn: (body: string) => postRequestMessage(id, body), onSuccess: changed });
}
