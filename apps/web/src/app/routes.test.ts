import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type PageId, type PageInfo, pages } from '../lib/pages';
import { requireLoginLoader } from '../lib/session/require-login';
import { createRoutes } from './routes';

/** An address of a route pattern: parameters filled in, optional ones left out or (`fill`) filled in too. */
const sampleOf = (route: string, fill = false) =>
  `/${route.replace(/\/:[A-Za-z]+\?/g, fill ? '/7' : '').replace(/:[A-Za-z]+/g, '7')}`;

const entries = Object.entries(pages) as [PageId, PageInfo][];
const byLayout = (layout: PageInfo['layout']) =>
  entries
    .filter(([, info]) => info.layout === layout)
    .flatMap(([id, info]) =>
      [...new Set([sampleOf(info.route), sampleOf(info.route, true)])].map((path) => [path, id]),
    );

/** The addresses of SPEC §2, checked against the page list (each must reach a page, not the catch-all). */
const specAddresses = [
  '/dashboard',
  '/login',
  '/login/acme',
  '/logout',
  '/forgot-login',
  '/create-account',
  '/request-account',
  '/custom/Welcome',
  '/billing',
  '/billing/manage-account',
  '/billing/payment-consent',
  '/billing/support',
  '/billing/account-overview',
  '/billing/account-history',
  '/billing/auto-draft',
  '/billing/instant-payment',
  '/community/calendar',
  '/community/directory',
  '/community/requests',
  '/community/new-request',
  '/community/documents',
  '/community/documents/17',
  '/community/documents/a/3/f',
  '/community/documents/a/3/f/9',
  '/community/help',
  '/community/faq',
  '/board/arcs',
  '/board/arcs/12',
  '/board/arcs/12/attachments',
  '/board/bank-accounts',
  '/board/collections',
  '/board/homeowners',
  '/board/inspections',
  '/board/violations',
  '/board/invoices',
  '/board/more-items',
  '/board/reports',
  '/board/to-do-list',
  '/board/work-orders',
  '/my/profile-settings',
  '/my/messages',
  '/my/messages/5',
  '/not-found',
  '/server-error',
  '/auth/jwt',
  '/auth/sso',
  '/document/3/44/preview',
];

function leaf(routes: RouteObject[], path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return {
    leaf: matches.at(-1)?.route,
    page: (matches.at(-1)?.route.handle as { page?: PageId } | undefined)?.page,
    chain: matches.map((m) => m.route),
  };
}

describe('route table', () => {
  const routes = createRoutes({ expressPay: true });

  it.each(byLayout('frame'))('%s is the page %s of the main layout', (path, id) => {
    const { page, chain } = leaf(routes, path);
    expect(page).toBe(id);
    // root, main layout (pathless), frame error boundary (pathless), page...
    expect(chain[1]?.path).toBeUndefined();
    expect(chain[1]?.children?.length).toBe(1);
  });

  it.each(byLayout('frame'))('%s is also the page %s of the embed layout', (path, id) => {
    const { page, chain } = leaf(routes, `/embed${path}`);
    expect(page).toBe(id);
    expect(chain[1]?.path).toBe('embed');
  });

  it.each(byLayout('standalone'))('%s is the page %s without the frame, also embedded', (path, id) => {
    expect(leaf(routes, path).page).toBe(id);
    expect(leaf(routes, `/embed${path}`).page).toBe(id);
  });

  it.each(specAddresses)('%s (SPEC §2) reaches its page', (path) => {
    const { leaf: route, page } = leaf(routes, path);
    expect(route?.path).not.toBe('*');
    expect(page).toBeDefined();
  });

  it('sends / and /embed to the dashboard and unknown addresses to not-found', () => {
    expect(leaf(routes, '/').leaf?.index).toBe(true);
    expect(leaf(routes, '/embed').leaf?.index).toBe(true);
    expect(leaf(routes, '/some/unknown/path').leaf?.path).toBe('*');
    expect(leaf(routes, '/embed/nope/nothing').leaf?.path).toBe('*');
  });

  it('puts legacy addresses on the catch-all, whose loader redirects', () => {
    const { leaf: route } = leaf(routes, '/Homeowner_v2/MakePayment');
    expect(route?.path).toBe('*');
    expect(typeof route?.loader).toBe('function');
  });

  it.each(byLayout('express-pay'))('%s (%s) exists when the express-pay flag is on', (path, id) => {
    expect(leaf(routes, path).page).toBe(id);
  });

  it.each(byLayout('express-pay'))('%s is not found when the flag is off', (path) => {
    expect(leaf(createRoutes({ expressPay: false }), path).leaf?.path).toBe('*');
  });

  it.each([
    ...byLayout('frame'),
    ...byLayout('standalone'),
  ])('%s (%s) needs a login unless it is a public page', (path, id) => {
    const guarded = (at: string) =>
      (matchRoutes(routes, at) ?? []).some((m) => m.route.loader === requireLoginLoader);
    expect(guarded(path)).toBe(pages[id as PageId].audience !== 'public');
    expect(guarded(`/embed${path}`)).toBe(pages[id as PageId].audience !== 'public');
  });

  it('checks the login again on every navigation, so a session that ends inside the frame leaves it', () => {
    const guards = (matchRoutes(routes, '/billing') ?? []).filter(
      (m) => m.route.loader === requireLoginLoader,
    );
    expect(guards).toHaveLength(1);
    const revalidate = guards[0]?.route.shouldRevalidate;
    expect(revalidate).toBeTypeOf('function');
    // react-router's default keeps a parent's loader result when only a child changes; the guard must not.
    const billing = new URL('http://portal.test/billing');
    const staff = new URL('http://portal.test/staff');
    expect(
      revalidate?.({
        currentUrl: billing,
        currentParams: {},
        nextUrl: staff,
        nextParams: {},
        defaultShouldRevalidate: false,
      }),
    ).toBe(true);
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
