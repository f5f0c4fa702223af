import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requireLoginLoader } from '../lib/session/require-login';
import { createRoutes } from './routes';

/** Every route of SPEC §2, with sample parameters, and the pattern it must reach. */
const framePaths: [string, string][] = [
  ['/dashboard', 'dashboard'],
  ['/login', 'login/:clientId?'],
  ['/login/acme', 'login/:clientId?'],
  ['/logout', 'logout'],
  ['/forgot-login', 'forgot-login'],
  ['/create-account', 'create-account'],
  ['/request-account', 'request-account'],
  ['/custom/Welcome', 'custom/:legacyAction'],
  ['/billing', 'billing'],
  ['/billing/manage-account', 'billing/manage-account'],
  ['/billing/payment-consent', 'billing/payment-consent'],
  ['/billing/support', 'billing/support'],
  ['/billing/account-overview', 'billing/account-overview'],
  ['/billing/account-history', 'billing/account-history'],
  ['/billing/auto-draft', 'billing/auto-draft'],
  ['/billing/instant-payment', 'billing/instant-payment'],
  ['/community/calendar', 'community/calendar'],
  ['/community/directory', 'community/directory'],
  ['/community/requests', 'community/requests'],
  ['/community/new-request', 'community/new-request'],
  ['/community/documents', 'community/documents/:id?'],
  ['/community/documents/17', 'community/documents/:id?'],
  ['/community/documents/a/3/f', 'community/documents/a/:associationId/f/:folderId?'],
  ['/community/documents/a/3/f/9', 'community/documents/a/:associationId/f/:folderId?'],
  ['/community/help', 'community/help'],
  ['/community/faq', 'community/faq'],
  ['/board/arcs', 'board/arcs'],
  ['/board/arcs/12', ':id'],
  ['/board/bank-accounts', 'board/bank-accounts'],
  ['/board/collections', 'board/collections'],
  ['/board/homeowners', 'board/homeowners'],
  ['/board/inspections', 'board/inspections'],
  ['/board/violations', 'board/violations'],
  ['/board/invoices', 'board/invoices'],
  ['/board/more-items', 'board/more-items'],
  ['/board/reports', 'board/reports'],
  ['/board/to-do-list', 'board/to-do-list'],
  ['/board/work-orders', 'board/work-orders'],
  ['/my/profile-settings', 'my/profile-settings'],
  ['/my/messages', 'my/messages'],
  ['/my/messages/5', 'my/messages/:id'],
  ['/staff', 'staff'],
  ['/staff/messages', 'staff/messages'],
  ['/staff/messages/4', 'staff/messages/:id'],
  ['/staff/requests', 'staff/requests'],
  ['/staff/requests/9', 'staff/requests/:id'],
];

const defaultLayoutPaths: [string, string | undefined][] = [
  ['/', undefined],
  ['/not-found', 'not-found'],
  ['/server-error', 'server-error'],
  ['/auth/jwt', 'auth/jwt'],
  ['/auth/sso', 'auth/sso'],
  ['/board/arcs/12/attachments', 'board/arcs/:id/attachments'],
  ['/document/3/44/preview', 'document/:associationId/:documentId/preview'],
  ['/some/unknown/path', '*'],
];

const expressPaths: [string, string][] = [
  ['/epay/card/abc123', 'epay/:strategy/:link'],
  ['/epay/card/abc123/confirmation', 'epay/:strategy/:link/confirmation'],
  ['/epay/card/abc123/no-payment-needed', 'epay/:strategy/:link/no-payment-needed'],
];

function leaf(routes: RouteObject[], path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return { leaf: matches.at(-1)?.route, chain: matches.map((m) => m.route) };
}

describe('route table', () => {
  const routes = createRoutes({ expressPay: true });

  it.each(framePaths)('%s is a page of the main layout', (path, pattern) => {
    const { leaf: route, chain } = leaf(routes, path);
    expect(route?.path).toBe(pattern);
    // root, main layout (pathless), frame error boundary (pathless), page...
    expect(chain[1]?.path).toBeUndefined();
    expect(chain[1]?.children?.length).toBe(1);
  });

  it.each(framePaths)('%s is also a page of the embed layout', (path, pattern) => {
    const { leaf: route, chain } = leaf(routes, `/embed${path}`);
    expect(route?.path).toBe(pattern);
    expect(chain[1]?.path).toBe('embed');
  });

  it.each(defaultLayoutPaths)('%s is a default-layout route', (path, pattern) => {
    const { leaf: route } = leaf(routes, path);
    expect(route?.path).toBe(pattern);
    if (pattern === undefined) expect(route?.index).toBe(true);
  });

  it('sends /embed to the embedded dashboard and embedded unknowns to not-found', () => {
    expect(leaf(routes, '/embed').leaf?.index).toBe(true);
    expect(leaf(routes, '/embed/nope/nothing').leaf?.path).toBe('*');
  });

  it('puts legacy addresses on the catch-all, whose loader redirects', () => {
    const { leaf: route } = leaf(routes, '/Homeowner_v2/MakePayment');
    expect(route?.path).toBe('*');
    expect(typeof route?.loader).toBe('function');
  });

  it.each(expressPaths)('%s exists when the express-pay flag is on', (path, pattern) => {
    expect(leaf(routes, path).leaf?.path).toBe(pattern);
  });

  it.each(expressPaths)('%s is not found when the flag is off', (path) => {
    expect(leaf(createRoutes({ expressPay: false }), path).leaf?.path).toBe('*');
  });

  it('guards every page but the sign-in ones', () => {
    const guarded = (path: string) =>
      (matchRoutes(routes, path) ?? []).some((m) => m.route.loader === requireLoginLoader);
    for (const path of [
      '/dashboard',
      '/billing',
      '/board/arcs/3',
      '/my/messages',
      '/staff',
      '/staff/messages/4',
      '/staff/requests',
      '/embed/billing',
    ])
      expect(guarded(path), path).toBe(true);
    for (const path of [
      '/login',
      '/logout',
      '/forgot-login',
      '/create-account',
      '/request-account',
      '/auth/jwt',
      '/embed/auth/jwt',
      '/embed/auth/sso',
    ])
      expect(guarded(path), path).toBe(false);
  });

  it('loads every page lazily', () => {
    const eager: string[] = [];
    const visit = (list: RouteObject[]) => {
      for (const route of list) {
        if ((route.path || route.index) && (route.Component || route.element))
          eager.push(route.path ?? 'index');
        if (route.path && route.path !== '*' && !route.lazy) eager.push(route.path);
        if (route.children) visit(route.children);
      }
    };
    visit(routes[0]?.children ?? []);
    expect(eager).toEqual([]);
  });
});
