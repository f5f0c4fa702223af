import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './test';

// Issue 17: the board's vendor invoices as a board member finds them (Meadowbrook's demo invoices).
test.use({ signedInAs: 'board' });
test.describe.configure({ timeout: 120_000 });

test('opens Invoices from the board menu, approves one invoice and exports the grid as CSV', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/board\/invoices/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const association = page.getByLabel('Association', { exact: true });
  if (await association.isVisible()) await association.selectOption({ label: 'Meadowbrook Commons HOA' });
  const grid = page.getByRole('table');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/Possible duplicate of/).first()).toBeVisible();

  // open the first invoice I have not approved yet and approve it
  const open = grid.getByRole('button', { name: /^Open invoice/ });
  await open.first().click();
  const panel = page.getByRole('region', { name: /^Invoice / });
  await expect(panel.getByRole('heading', { name: 'Board decisions' })).toBeVisible();
  await panel.getByRole('button', { name: 'Approve' }).click();
  // the decision is recorded: the panel says so, or lists it among the board's decisions
  await expect(
    panel
      .getByRole('status')
      .filter({ hasText: /approve/i })
      .or(page.getByText(/Marcus Chen: approved on/))
      .first(),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoices-pending-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toContain('Invoice number');

  await expectNoAxeViolations(page);
});

test('fits a 320 px wide phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/board/invoices');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
});
