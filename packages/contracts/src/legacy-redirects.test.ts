import { describe, expect, it } from 'vitest';
import { resolveLegacyRedirect } from './legacy-redirects';

describe('resolveLegacyRedirect', () => {
  it.each([
    ['/Homeowner_v2/MakePayment', '?x=1', '/billing?x=1'],
    ['/homeowner_v2/makepayment', '', '/billing'],
    ['/Homeowner_v2/Messages/42', '', '/my/messages/42'],
    ['/Homeowner_v2/Messages', '?a=1&a=2', '/community/requests?a=1&a=2'],
    ['/Homeowner_v2/SubmitRequest', '', '/community/new-request'],
    ['/Homeowner_v2/ReservationRequest', '', '/community/new-request'],
    ['/Homeowner_v2/ContactInfo', '', '/my/profile-settings'],
    ['/Homeowner_v2/OwnerDashboard', '', '/dashboard'],
    ['/Homeowner_v2/AutoDraftForm', '', '/billing/auto-draft'],
    ['/Payments_v2/AutoDraftEnrollment', '', '/billing/auto-draft'],
    ['/Payments_v2/eCheck', '', '/billing'],
    ['/Payments_v2/MakeRecurringPayment', '?id=9', '/billing?id=9'],
    ['/Homeowner_v2/Documents', '', '/community/documents'],
    ['/Homeowner_v2/Documents/17', '', '/community/documents/17'],
    ['/Home_v2/Documents/17', '', '/community/documents/17'],
    ['/Home_v2/Calendar', '', '/community/calendar'],
    ['/Homeowner_v2/ResourceCalendar', '', '/community/calendar'],
    ['/Home_v2/Login', '', '/login'],
    ['/Home_v2/SignUp', '', '/create-account'],
    ['/Home_v2/Registration', '', '/request-account'],
    ['/Home_v2/ForgotPassword', '', '/forgot-login'],
    ['/Home_v2/FAQ', '', '/community/faq'],
    ['/Home_v2/Help', '', '/community/help'],
    ['/Homeowner_v2/ArcRequest', '', '/board/arcs'],
    ['/Board_v2/ActionItems_Violations', '', '/board/violations'],
    ['/Board_v2/HomeownerList', '', '/board/homeowners'],
    ['/Board_v2/ToDoList', '', '/board/to-do-list'],
    ['/Board_v2/ActionItems_WorkOrders', '', '/board/work-orders'],
    ['/Board_v2/BankAccounts', '', '/board/bank-accounts'],
    ['/Custom_v2/PoolPass', '?q=1', '/custom/PoolPass?q=1'],
  ])('%s%s → %s', (path, search, expected) => {
    expect(resolveLegacyRedirect(path, search)).toBe(expected);
  });

  it.each([
    '/billing',
    '/Homeowner_v2',
    '/Homeowner_v2/NoSuchAction',
    '/Payments_v2/Messages',
    '/Board_v2/MakePayment',
    '/',
  ])('%s is not a legacy URL', (path) => {
    expect(resolveLegacyRedirect(path)).toBeNull();
  });
});
