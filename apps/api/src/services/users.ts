import { auditLogRoutes } from '../modules/audit/audit-log-routes';
import { getCaptchaChallengeRoute } from '../modules/captcha/get-captcha-challenge';
import { gridLayoutRoutes } from '../modules/grid-layouts/grid-layout-routes';
import { exchangeHandoverRoute } from '../modules/handover/exchange-handover';
import { messageRoutes } from '../modules/messages/message-routes';
import { postOneTimePasswordRoute } from '../modules/one-time-password/post-one-time-password';
import { postVerifyOneTimePasswordRoute } from '../modules/one-time-password/post-verify-one-time-password';
import { putResetPasswordRoute } from '../modules/one-time-password/put-reset-password';
import { addressRoutes, contactRoutes } from '../modules/profile/contact-routes';
import { getHomeownerRoute } from '../modules/profile/get-homeowner';
import { preferencesRoutes } from '../modules/profile/preferences-routes';
import { postAccountRequestRoute } from '../modules/registration/post-account-request';
import { postRegistrationRoute } from '../modules/registration/post-registration';
import { postVerifyRegistrationRoute } from '../modules/registration/post-verify-registration';
import { deletePortalTokenRoute } from '../modules/sign-in/delete-portal-token';
import { patchLoginRoute } from '../modules/sign-in/patch-login';
import { postAuthenticateRoute } from '../modules/sign-in/post-authenticate';
import { postPortalTokenRoute } from '../modules/sign-in/post-portal-token';
import { putPasswordRoute } from '../modules/sign-in/put-password';
import { authenticateSsoRoute } from '../modules/sso/authenticate-sso';
import { startSsoRoute } from '../modules/sso/start-sso';
import { endMimicRoute } from '../modules/staff/end-mimic';
import { searchHomeownersRoute } from '../modules/staff/search-homeowners';
import { staffMessageRoutes } from '../modules/staff/staff-message-routes';
import { startMimicRoute } from '../modules/staff/start-mimic';
import { getHomeSettingsRoute } from '../modules/user-settings/get-home-settings';
import { getProfileConfigurationRoute } from '../modules/user-settings/get-profile-configuration';
import { getSecurityRoute } from '../modules/users/get-security';
import { getUserRoute } from '../modules/users/get-user';
import { defineService } from './define-service';

export const usersService = defineService({
  name: 'users',
  description:
    'Logins, one-time passcodes, security, home settings, messages, registration and homeowner profiles.',
  routes: [
    postAuthenticateRoute,
    postPortalTokenRoute,
    deletePortalTokenRoute,
    putPasswordRoute,
    patchLoginRoute,
    postOneTimePasswordRoute,
    postVerifyOneTimePasswordRoute,
    putResetPasswordRoute,
    getCaptchaChallengeRoute,
    postRegistrationRoute,
    postVerifyRegistrationRoute,
    postAccountRequestRoute,
    getUserRoute,
    getSecurityRoute,
    getHomeSettingsRoute,
    getProfileConfigurationRoute,
    exchangeHandoverRoute,
    startSsoRoute,
    authenticateSsoRoute,
    searchHomeownersRoute,
    startMimicRoute,
    endMimicRoute,
    getHomeownerRoute,
    contactRoutes,
    addressRoutes,
    preferencesRoutes,
    messageRoutes,
    staffMessageRoutes,
    auditLogRoutes,
    gridLayoutRoutes,
  ],
});
