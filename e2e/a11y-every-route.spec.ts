import { type DesignTemplate, defaultDesignTemplate, designTemplates } from '@hoa/contracts/design-templates';
import type { Browser, Page } from '@playwright/test';
import { type PageId, type PageInfo, pages } from '../apps/web/src/lib/pages';
import { expectNoAxeViolations } from './a11y';
import { sidewaysOverflow, visitInApp } from './fixtures';
import { expect, type Sessions, test } from './test';

/**
 * The axe journey (issue 13, ADR 106): every route in the default design template at desktop width, and
 * the theme's sample pages in every template, with zero WCAG 2.2 AA violations; in the default template
 * every route is also held to no sideways scroll at 320 px (with phone-width.spec.ts for the users not
 * signed in here). The phone scans resize the loaded page rather than loading it again.
 *
 * One tab per template and user visits that user's routes in turn, moving inside the app as a link does
 * (ADR 128): a fresh tab, session and page load per route was most of the journey's CPU.
 */

type Who = 'visitor' | 'homeowner' | 'board' | 'staff';

/** The page a route is scanned as, and how to reach a route with parameters (from a list page's link). */
interface Visit {
  who: Who;
  /** For a route with parameters: the list page and the link that opens one of its records. */
  from?: { path: string; link: string };
}

const visits: Partial<Record<PageId, Visit>> = {
  message: { who: 'homeowner', from: { path: '/my/messages', link: 'a[href^="/my/messages/"]' } },
  staffMessage: { who: 'staff', from: { path: '/staff/messages', link: 'a[href^="/staff/messages/"]' } },
  staffRequest: { who: 'staff', from: { path: '/staff/requests', link: 'a[href^="/staff/requests/"]' } },
  arcRequest: { who: 'board', from: { path: '/board/arcs', link: 'a[href^="/board/arcs/"]' } },
  customPage: { who: 'homeowner', from: { path: '/custom', link: 'a[href^="/custom/"]' } },
  associationDocuments: {
    who: 'homeowner',
    from: { path: '/community/documents', link: 'a[href^="/community/documents/a/"]' },
  },
};

/** Routes not scanned here, each with the reason (the check below keeps this list honest). */
const notScanned: Partial<Record<PageId, string>> = {
  logout: 'scanned as a visitor only: visiting it signs the user out',
  jwtSignIn: 'a hand-over that leaves at once',
  ssoSignIn: 'a hand-over that leaves at once',
  arcAttachments: 'two steps from a list (a request, then its files): scanned in board-arc-review.spec.ts',
  documentPreview: 'a viewer around a PDF; its frame is checked in documents.spec.ts',
  expressPay: 'needs a link e-mailed to an owner: scanned at each step in express-pay.spec.ts',
  expressPayConfirmation: 'needs a link e-mailed to an owner: scanned in express-pay.spec.ts',
  noPaymentNeeded: 'needs a link e-mailed to an owner: scanned in express-pay.spec.ts',
};

function whoSees(page: PageInfo): Who {
  if (page.audience === 'public') return 'visitor';
  if (page.audience === 'board') return 'board';
  if (page.audience === 'staff') return 'staff';
  return 'homeowner';
}

const scanned = (Object.entries(pages) as [PageId, PageInfo][]).filter(
  ([id]) => !notScanned[id] || id === 'logout',
);

/** Where a page without parameters is: its menu path, or its route for a page outside the frame. */
const pathOf = (info: PageInfo) => info.path ?? (info.route.includes(':') ? undefined : `/${info.route}`);

function routesFor(who: Who): { id: PageId; visit: Visit; path?: string }[] {
  return scanned
    .map(([id, info]) => ({ id, visit: visits[id] ?? { who: whoSees(info) }, path: pathOf(info) }))
    .filter(({ visit }) => visit.who === who);
}

const everyone: Who[] = ['visitor', 'homeowner', 'board', 'staff'];
const templates = Object.keys(designTemplates) as DesignTemplate[];
/**
 * Every route is scanned in the default template at desktop width; the pages that show most of the
 * theme (tables, badges, alerts, forms, the menu) in every template. At phone width: the sample pages in
 * the default template (their phone layout), and in the other templates the first page of each user's
 * tab (the phone frame in that template's colours). Nothing else changes with the width in a sample
 * page (only the frame and the assistant page hide or show parts by width), and the contrast of every
 * template's colour pairs is checked by theme-contrast.test.ts. All routes in all templates took a
 * quarter of an hour of CI.
 */
const themeSample: ReadonlySet<PageId> = new Set([
  'dashboard',
  'billing',
  'instantPayment',
  'autoDraft',
  'documents',
  'login',
  'staff',
]);
const scansIn = (template: DesignTemplate, id: PageId) =>
  template === defaultDesignTemplate || themeSample.has(id);
const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const narrowest = { width: 320, height: 640 };

/** Shows every page in `template`: the stored association (or a stand-in for visitors) is set to it. */
async function forceTemplate(page: Page, template: DesignTemplate) {
  await page.addInitScript((designTemplate) => {
    const stored = JSON.parse(localStorage.getItem('hoa.association') ?? 'null') as {
      association?: Record<string, unknown> | null;
    } | null;
    const association = stored?.association ?? { id: '0', name: 'Axe check', logoUrl: null, bannerUrl: null };
    localStorage.setItem(
      'hoa.association',
      JSON.stringify({ association: { ...association, designTemplate }, manualOverride: true }),
    );
  }, template);
}

async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[role="status"][aria-label^="Loading"], .mantine-Loader')).toHaveCount(0);
}

/**
 * Scans at desktop width and, when asked, again at phone width (the frame's phone layout); in the default
 * template it also checks that the page does not scroll sideways on the narrowest phone.
 */
async function scan(page: Page, label: string, widths: { phone: boolean; narrowest: boolean }) {
  await settled(page);
  await test.step(`${label} at ${desktop.width} px`, () => expectNoAxeViolations(page));
  if (widths.phone) {
    await page.setViewportSize(phone);
    await test.step(`${label} at ${phone.width} px`, () => expectNoAxeViolations(page));
  }
  if (widths.narrowest) {
    await page.setViewportSize(narrowest);
    await expect
      .poll(() => sidewaysOverflow(page), { message: `${label} scrolls sideways at 320 px` })
      .toBe(0);
  }
  await page.setViewportSize(desktop);
}

// two axe scans per test at most, on a shared 2-core machine
test.describe.configure({ timeout: 120_000 });

async function pageFor(browser: Browser, sessions: Sessions, who: Who): Promise<Page> {
  const storageState = who === 'visitor' ? undefined : await sessions.storageFor(who);
  const context = await browser.newContext({ storageState, viewport: desktop });
  return context.newPage();
}

/** Opens a route in the tab as a user would: its address, or its list page and the link to a record. */
async function open(page: Page, visit: Visit, path: string | undefined) {
  if (!visit.from) {
    await visitInApp(page, path ?? '/');
    return;
  }
  await visitInApp(page, visit.from.path);
  await settled(page);
  await page.locator(visit.from.link).first().click();
  // the router commits the address once the record's page is there (its heading may be the list's)
  await page.waitForURL((url) => url.pathname !== visit.from?.path);
}

test('every route is scanned or says why not', () => {
  const covered = new Set(everyone.flatMap((who) => routesFor(who).map((r) => r.id)));
  for (const id of Object.keys(pages) as PageId[])
    expect(covered.has(id) || Boolean(notScanned[id]), `${id} is neither scanned nor excused`).toBe(true);
  for (const [id, info] of scanned)
    if (!pathOf(info))
      expect(visits[id]?.from, `${id} has parameters and no list page to open it from`).toBeDefined();
});

for (const template of templates) {
  for (const who of everyone) {
    const routes = routesFor(who).filter((route) => scansIn(template, route.id));
    if (routes.length === 0) continue;
    test.describe(`${template} as ${who}`, () => {
      // in order in one worker, sharing the tab; a failure starts a new worker and tab for the rest
      test.describe.configure({ mode: 'default' });
      let page: Page;
      test.beforeAll(async ({ browser, sessions }) => {
        page = await pageFor(browser, sessions, who);
        await forceTemplate(page, template);
      });
      test.afterAll(async () => {
        await page?.context().close();
      });
      routes.forEach(({ id, visit, path }, index) => {
        test(`${template}: ${id} as ${who} has no axe violations`, async () => {
          await open(page, visit, path);
          await scan(page, `${id} (${template})`, {
            phone: template === defaultDesignTemplate ? themeSample.has(id) : index === 0,
            narrowest: template === defaultDesignTemplate,
          });
        });
      });
    });
  }
}
