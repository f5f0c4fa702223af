import { profileConfigurationSchema } from '@hoa/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../auth/authorize';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { loadProfileConfiguration } from './load-profile-configuration';

export const getProfileConfigurationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Users/profile/configuration',
    routeOptions('user', {
      summary: "Profile options of the user's management company (billingTextNotificationsAvailable)",
      response: { 200: profileConfigurationSchema, ...errorResponses(401) },
    }),
    async (request) => {
      const principal = principalOf(request);
      await authorize(app.db, principal, {
        action: 'read',
        resource: { type: 'user', id: principal.userId },
      });
      return loadProfileConfiguration({ db: app.db, managementCompanyId: principal.managementCompanyId });
    },
  );
};
