import { auditLogPageSchema, auditLogQuerySchema } from '@hoa/contracts/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../auth/authorize';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { listAuditLog } from './list-audit-log';

const errors = errorResponses(400, 401, 403);

/** The audit log of mimic mode (ADR 108): staff as themselves read their own company's entries. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Staff/AuditLog',
    routeOptions('staff', {
      summary:
        'Staff: what staff did as homeowners (mimic mode), newest first; filter by homeowner, staff, days',
      querystring: auditLogQuerySchema,
      response: { 200: auditLogPageSchema, ...errors },
    }),
    async (request) => {
      const principal = principalOf(request);
      await authorize(app.db, principal, { action: 'read', resource: { type: 'staffArea' } });
      return listAuditLog(app.db, {
        managementCompanyId: principal.managementCompanyId,
        query: request.query,
      });
    },
  );
};
