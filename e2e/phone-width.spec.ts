import type { Browser, Page } from '@playwright/test';
import { type Access, offers, type PageInfo, pages } from '../apps/web/src/lib/pages';
import { demoPassword, sidewaysOverflow, signInThroughLoginPage, visitInApp } from './fixtures';
import { expect, test } from './test';

// Every page at a 320 px phone width for the demo users the axe journey does not sign in as (owner2, with
// two properties, and the board members, whose pages hold board-only folders and the board menu); the
// axe journey checks every route at 320 px for a visitor, the homeowner, the board and staff.
test.describe.configure({ timeout: 300_000 });

const phone = { width: 320, height: 640 };

/** Pages that end or start a session rather than show one. */
const skipped = new Set(['logout', 'jwtSignIn', 'ssoSignIn']);

/** Every address of the page list a user is offered (SPEC §2), with a sample for pages that need ids. */
function addressesFor(access: Access): string[] {
  return (Object.entries(pages) as [string, PageInfo][])
    .filter(([id, info]) => !skipped.has(id) && info.layout !== 'express-pay' && info.path !== undefined)
    .filter(([, info]) => info.audience === 'public' || offers(info.audience, access))
    .map(([, info]) => info.path as string);
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0, { timeout: 20_000 });
}

async function widePages(page: Page, addresses: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const address of addresses) {
    // inside the app, as its menu does (ADR 128): loading every page again was most of this journey's CPU
    await visitInApp(page, address);
    await settled(page);
    const extra = await sidewaysOverflow(page);
    if (extra > 0) wide.push(`${address} is ${extra} px too wide`);
  }
  return wide;
}

async function phoneAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInThroughLoginPage(page, email, demoPassword);
  await expect(page).toHaveURL(/\/(dashboard|staff)$/);
  return page;
}

const users: [string, Access][] = [
  ['owner2@example.com', { isBoardMember: false, isStaff: false }],
  ['board@example.com', { isBoardMember: true, isStaff: false }],
  ['chair@example.com', { isBoardMember: true, isStaff: false }],
];

for (const [email, access] of users) {
  test(`no page scrolls sideways at 320 px for ${email}`, async ({ browser }) => {
    const page = await phoneAs(browser, email);
    expect(await widePages(page, addressesFor(access))).toEqual([]);
    await page.context().close();
  });
}

test('a long unbroken line wraps on the homeowner’s and the staff request pages', async ({ browser }) => {
  const word = `https://example.com/${'x'.repeat(400)}`;
  const subject = `Gate code ${Date.now()}`;
  const homeowner = await phoneAs(browser, 'homeowner@example.com');
  await homeowner.goto('/community/new-request');
  await homeowner.getByRole('radio', { name: 'General request' }).check();
  await homeowner.getByLabel('Subject').fill(subject);
  await homeowner.getByLabel('Description').fill(`See ${word} for the photo.`);
  await homeowner.getByRole('button', { name: 'Submit request' }).click();
  await expect(homeowner).toHaveURL(/\/community\/requests\?id=\d+$/);
  await expect(homeowner.getByText(word, { exact: false })).toBeVisible();
  expect(await sidewaysOverflow(homeowner)).toBeLessThanOrEqual(0);
  const id = new URL(homeowner.url()).searchParams.get('id');
  await homeowner.context().close();

  const staff = await phoneAs(browser, 'staff@example.com');
  await staff.goto(`/staff/requests/${id}`);
  await expect(staff.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(staff.getByText(word, { exact: false })).toBeVisible();
  expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
  await staff.context().close();
});
