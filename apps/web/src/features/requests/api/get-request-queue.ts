import { type RequestQueueQuery, requestQueueSchema } from '@hoa/contracts/request-queue';
import { callChecked, pagedListHook } from '../../../lib/api/checked-reads';
import { actionItemsClient } from '../../../lib/api/service-clients';
import { requestKeys } from '../requests-keys';

/** GET /Staff/HomeownerRequests: the company's requests, newest first. */
export const useRequestQueue = pagedListHook(requestKeys.staffList, (query: RequestQueueQuery, signal) =>
  callChecked(actionItemsClient, '/Staff/HomeownerRequests', requestQueueSchema, {
    query: { ...query },
    signal,
  }),
);
