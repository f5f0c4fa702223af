import { preferencesPatchSchema, preferencesSchema } from '@hoa/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { inMimicMode, noteChanges } from '../audit/note-changes';
import { loadProfileConfiguration } from '../user-settings/load-profile-configuration';
import { authorizeOwner } from './owner-access';
import { loadPreferences, updatePreferences } from './preferences';
import { ownerParams, profileErrors } from './route-schemas';

export const textsNotOffered = 'Payment reminder texts are not offered by your management company.';

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Homeowner/:id/Preferences',
    routeOptions('user', {
      summary: 'Communication and directory preferences of an owner you act for',
      params: ownerParams,
      response: { 200: preferencesSchema, ...profileErrors },
    }),
    async (request) => {
      await authorizeOwner(app.db, principalOf(request), request.params.id, 'read');
      return loadPreferences(app.db, request.params.id);
    },
  );

  app.patch(
    '/Homeowner/:id/Preferences',
    routeOptions('user', {
      summary: 'Change some preferences (the fields given); returns all of them',
      params: ownerParams,
      body: preferencesPatchSchema,
      response: { 200: preferencesSchema, ...profileErrors },
    }),
    async (request) => {
      const principal = principalOf(request);
      await authorizeOwner(app.db, principal, request.params.id, 'write');
      if (request.body.receivePayBillingText === true) {
        const { billingTextNotificationsAvailable } = await loadProfileConfiguration({
          db: app.db,
          managementCompanyId: principal.managementCompanyId,
        });
        if (!billingTextNotificationsAvailable) {
          throw new AppError('BAD_REQUEST', textsNotOffered, {
            detail: `body.receivePayBillingText: ${textsNotOffered}`,
          });
        }
      }
      const before = inMimicMode(request) ? await loadPreferences(app.db, request.params.id) : null;
      const after = await updatePreferences(app.db, {
        ownerId: request.params.id,
        patch: request.body,
        now: app.clock.now(),
      });
      noteChanges(request, { object: 'preferences', before, after });
      return after;
    },
  );
};
