import { defineService } from './define-service';

export const expressPayService = defineService({
  name: 'expressPay',
  description: 'Express card-payment links for people who are not logged in.',
  routes: [],
});
