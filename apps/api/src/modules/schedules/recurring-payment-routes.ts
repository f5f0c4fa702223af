import {
  recurringPaymentListSchema,
  recurringPaymentQuerySchema,
  recurringPaymentSchema,
  recurringPaymentSetupRequestSchema,
  recurringPaymentUpdateSchema,
} from '@hoa/contracts/scheduled-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerDatedScheduleRoutes } from './dated-schedule-routes';
import {
  cancelRecurringPayment,
  confirmRecurringPayment,
  listRecurringPayments,
  setupRecurringPayment,
  updateRecurringPayment,
} from './recurring-payments';

/** Recurring payments: setup → confirm; change or remove until the cutoff before the next date. */
export const recurringPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDatedScheduleRoutes(app, {
    path: '/RecurringPayment',
    summaries: {
      setup: 'Start a recurring payment (a fixed amount or the full balance, monthly/quarterly/yearly)',
      confirm: 'Confirm a recurring payment setup',
      list: 'Your recurring payments, by next payment date',
      update: 'Change a recurring payment (not its method) until 8:00 PM Eastern before its next date',
      remove: 'Remove a recurring payment (until 8:00 PM Eastern before its next date)',
    },
    schemas: {
      setup: recurringPaymentSetupRequestSchema,
      query: recurringPaymentQuerySchema,
      list: recurringPaymentListSchema,
      update: recurringPaymentUpdateSchema,
      one: recurringPaymentSchema,
    },
    setup: setupRecurringPayment,
    confirm: confirmRecurringPayment,
    list: async (deps, principal, query) => ({
      recurringPayments: await listRecurringPayments(deps, principal, query),
    }),
    update: updateRecurringPayment,
    remove: cancelRecurringPayment,
  });
};
