import { userSettingsSchema } from '@hoa/contracts/user-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../auth/authorize';
import { errorResponses } from '../../errors/error-responses';
import { principalOf } from '../../plugins/authentication';
import { routeOptions } from '../../plugins/route-options';
import { loadUserSettings } from './load-user-settings';

export const getHomeSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/HomeSettings',
    routeOptions('user', {
      summary: "The user's associations (board flags, theme, logo, banner), properties and custom pages",
      response: { 200: userSettingsSchema, ...errorResponses(401) },
    }),
    async (request) => {
      const principal = principalOf(request);
      await authorize(app.db, principal, {
        action: 'read',
        resource: { type: 'user', id: principal.userId },
      });
      return loadUserSettings({ db: app.db, userId: principal.userId });
    },
  );
};
