import type { StartMimicResponse } from '@hoa/contracts/access';
import { useMutation } from '@tanstack/react-query';
import { usersClient } from '../../../lib/api/service-clients';

/** POST /Staff/Mimic: a 30-minute session acting as the homeowner, entered through its hand-over URL. */
export function startMimic(userId: number): Promise<StartMimicResponse> {
  return usersClient.request('/Staff/Mimic', { method: 'POST', body: { userId } });
}

export const useStartMimic = () => useMutation({ mutationFn: startMimic });
