import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import type { DemoUser } from './fixtures';
import { expect, type Sessions, test } from './test';

// Issue 18: violations as the board, the fined owner and the homeowner find them (the demo's season at
// Meadowbrook Commons, and homeowner@example.com's hedge at Harbor Pointe).
test.describe.configure({ timeout: 180_000 });

async function pageAs(browser: Browser, sessions: Sessions, user: DemoUser): Promise<Page> {
  const context = await browser.newContext({ storageState: await sessions.storageFor(user) });
  return context.newPage();
}

test('a board member approves the fine awaiting the board; the owner’s ledger shows it once', async ({
  browser,
  sessions,
}) => {
  const page = await pageAs(browser, sessions, 'board');
  await page.goto('/board/violations');
  await expect(page.getByRole('heading', { level: 1, name: 'Violations' })).toBeVisible();
  const association = page.getByLabel('Association', { exact: true });
  if (await association.isVisible()) await association.selectOption({ label: 'Meadowbrook Commons HOA' });
  await page
    .locator('label')
    .filter({ hasText: /^Awaiting the board$/ })
    .click();
  const grid = page.getByRole('table');
  await grid.getByRole('button', { name: /^Open the architectural violation/ }).click();
  const panel = page.getByRole('region', { name: /^Architectural at / });
  await expect(panel.getByRole('heading', { name: /A fine of \$100\.00 awaits the board/ })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'History' })).toBeVisible();
  await panel.getByRole('button', { name: 'Approve the fine' }).click();
  await expect(panel.getByText(/Fine of \$100\.00 proposed by .*: Approved/)).toBeVisible();
  await expect(panel.getByRole('heading', { name: /awaits the board/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // the fined owner (the chair's home, MC00003) sees the fine once in the account history
  const owner = await pageAs(browser, sessions, 'chair');
  await owner.goto('/billing/account-history');
  await expect(owner.getByRole('heading', { level: 1, name: 'Account history' })).toBeVisible();
  await expect(owner.getByText('Violation fine: Architectural')).toHaveCount(1);
});

test('the homeowner reads the notice on their property and replies', async ({ browser, sessions }) => {
  const page = await pageAs(browser, sessions, 'homeowner');
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My violations' }).click();
  await expect(page).toHaveURL(/\/community\/violations/);
  await expect(page.getByRole('heading', { level: 1, name: 'My violations' })).toBeVisible();
  await page.getByRole('button', { name: 'Notices and reply' }).first().click();
  await expect(page.getByText(/First notice \(notice sent\)/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download the first notice letter/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^first-notice-\d{4}-\d{2}-\d{2}\.pdf$/);
  await page.getByLabel('Your reply to the association').fill('The hedge was trimmed on Saturday.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reply was sent.' })).toBeVisible();
  await expect(page.getByText('The hedge was trimmed on Saturday.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the violations pages fit a 320 px wide phone without sideways scrolling', async ({
  browser,
  sessions,
}) => {
  for (const [user, path] of [
    ['board', '/board/violations'],
    ['homeowner', '/community/violations'],
  ] as const) {
    const page = await pageAs(browser, sessions, user);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
});

test('staff record a violation: a missing property is named, then the violation opens observed', async ({
  browser,
  sessions,
}) => {
  const staff = await pageAs(browser, sessions, 'staff');
  await staff.goto('/staff/violations');
  await staff.getByLabel('Association', { exact: true }).selectOption({ label: 'Meadowbrook Commons HOA' });
  const form = staff.getByRole('region', { name: 'Record a violation' });
  await form.getByLabel('Category').fill('Trash cans');
  await form.getByLabel('Description').fill('Bins left at the curb all week.');
  await form.getByLabel('Rule it breaks (governing document)').fill('Rules §4.2 (bins out of sight)');
  const property = form.getByLabel('Property', { exact: true });
  await form.getByRole('button', { name: 'Record the violation' }).click();
  // no property chosen: the server's 400 names the field, shown on the property chooser
  await expect(property).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Find the property').fill('Bluebell');
  await expect(property.locator('option')).not.toHaveCount(1);
  await property.selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Record the violation' }).click();
  const panel = staff.getByRole('region', { name: /^Trash cans at / });
  await expect(panel.getByText(/Rules §4\.2/)).toBeVisible();
  // the form is ready for the next one on the walk: the rule stays, the rest is cleared
  await expect(form.getByLabel('Category')).toHaveValue('');
  await expect(form.getByLabel('Rule it breaks (governing document)')).toHaveValue(
    'Rules §4.2 (bins out of sight)',
  );
  await expectNoAxeViolations(staff);
});
