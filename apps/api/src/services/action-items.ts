import { arcRequestRoutes } from '../modules/arc-review/arc-request-routes';
import { homeownerRequestRoutes, uploadAttachmentRoute } from '../modules/homeowner-requests/request-routes';
import { listRequestQueueRoute } from '../modules/staff/list-request-queue';
import { homeownerViolationRoutes } from '../modules/violations/homeowner-violation-routes';
import { defineService } from './define-service';

export const actionItemsService = defineService({
  name: 'actionItems',
  description: 'Homeowner requests, board ARC requests, attachments and the other board areas.',
  routes: [
    homeownerRequestRoutes,
    uploadAttachmentRoute,
    listRequestQueueRoute,
    arcRequestRoutes,
    homeownerViolationRoutes,
  ],
});
