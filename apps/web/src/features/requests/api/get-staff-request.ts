import { byIdHook } from '../../../lib/api/checked-reads';
import { requestKeys } from '../requests-keys';
import { getRequest } from './requests';

/** GET /HomeownerRequests/{id} as staff: a request of the company with its history and thread. */
export const useStaffRequest = byIdHook(requestKeys.staffDetail, getRequest);
