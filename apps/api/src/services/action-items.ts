import { homeownerRequestRoutes, uploadAttachmentRoute } from '../modules/homeowner-requests/request-routes';
import { defineService } from './define-service';

export const actionItemsService = defineService({
  name: 'actionItems',
  description: 'Homeowner requests, board ARC requests, attachments and the other board areas.',
  routes: [homeownerRequestRoutes, uploadAttachmentRoute],
});
