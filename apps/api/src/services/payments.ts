import { exportLedgerRoute } from '../modules/billing-reads/export-ledger';
import { getAccountsRoute } from '../modules/billing-reads/get-accounts';
import { getChargesRoute } from '../modules/billing-reads/get-charges';
import { getLedgerRoute } from '../modules/billing-reads/get-ledger';
import { getPaymentOptionsRoute } from '../modules/billing-reads/get-payment-options';
import { taskOverviewRoutes } from '../modules/board-task-overview/task-overview-routes';
import { checkoutLinkRoutes } from '../modules/express-pay/checkout-link-routes';
import { paymentMethodRoutes } from '../modules/payments/payment-method-routes';
import { paymentRoutes } from '../modules/payments/payment-routes';
import { webhookRoutes } from '../modules/payments/webhook-routes';
import { acknowledgementRoutes } from '../modules/schedules/acknowledgement-routes';
import { autoDraftRoutes } from '../modules/schedules/auto-draft-routes';
import { futurePaymentRoutes } from '../modules/schedules/future-payment-routes';
import { recurringPaymentRoutes } from '../modules/schedules/recurring-payment-routes';
import { defineService } from './define-service';

export const paymentsService = defineService({
  name: 'payments',
  description:
    'Connect payments: ledgers, payments, payment methods, recurring and future payments, auto-draft.',
  routes: [
    paymentRoutes,
    paymentMethodRoutes,
    webhookRoutes,
    futurePaymentRoutes,
    recurringPaymentRoutes,
    autoDraftRoutes,
    acknowledgementRoutes,
    getAccountsRoute,
    getChargesRoute,
    getPaymentOptionsRoute,
    getLedgerRoute,
    exportLedgerRoute,
    checkoutLinkRoutes,
    taskOverviewRoutes,
  ],
});
