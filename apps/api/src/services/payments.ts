import { defineService } from './define-service';

export const paymentsService = defineService({
  name: 'payments',
  description:
    'Connect payments: ledgers, payments, payment methods, recurring and future payments, auto-draft.',
  routes: [],
});
