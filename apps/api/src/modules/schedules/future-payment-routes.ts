import { confirmRequestSchema } from '@hoa/contracts/billing';
import {
  futurePaymentListSchema,
  futurePaymentQuerySchema,
  futurePaymentSchema,
  futurePaymentSetupRequestSchema,
  futurePaymentUpdateSchema,
} from '@hoa/contracts/scheduled-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerDatedScheduleRoutes } from './dated-schedule-routes';
import {
  cancelFuturePayment,
  confirmFuturePayment,
  listFuturePayments,
  setupFuturePayment,
  updateFuturePayment,
} from './future-payments';

/** Future (scheduled one-time) payments: setup → confirm; change or remove until the cutoff. */
export const futurePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDatedScheduleRoutes(app, {
    path: '/FuturePayment',
    summaries: {
      setup: 'Start a scheduled payment (tomorrow or later): fees and any duplicate warning',
      confirm: 'Confirm a scheduled payment setup',
      list: 'Your scheduled payments, by date',
      update:
        'Change the amount, date or notes of a scheduled payment (until 8:00 PM Eastern the day before)',
      remove: 'Remove a scheduled payment (until 8:00 PM Eastern the day before)',
    },
    schemas: {
      setup: futurePaymentSetupRequestSchema,
      confirm: confirmRequestSchema,
      query: futurePaymentQuerySchema,
      list: futurePaymentListSchema,
      update: futurePaymentUpdateSchema,
      one: futurePaymentSchema,
    },
    setup: setupFuturePayment,
    confirm: (deps, principal, id, body) => confirmFuturePayment(deps, principal, id, body ?? {}),
    list: async (deps, principal, query) => ({
      futurePayments: await listFuturePayments(deps, principal, query),
    }),
    update: updateFuturePayment,
    remove: cancelFuturePayment,
  });
};
