import { expressPayRoutes } from '../modules/express-pay/express-pay-routes';
import { defineService } from './define-service';

export const expressPayService = defineService({
  name: 'expressPay',
  description: 'Express card-payment links for people who are not logged in.',
  routes: [expressPayRoutes],
});
