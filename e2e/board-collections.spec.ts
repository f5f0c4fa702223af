import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './test';

// Issue 17: the board's Collections and Homeowners pages, as board@example.com finds them.
test.use({ signedInAs: 'board' });
test.describe.configure({ timeout: 120_000 });

test('collections: aged as of a chosen day, the lines behind a figure, CSV, a stage held with a note', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).click();
  await expect(page).toHaveURL(/\/board\/collections/);
  const picker = page.getByLabel('Association', { exact: true });
  if (await picker.isVisible()) await picker.selectOption({ label: 'Meadowbrook Commons HOA' });
  await expect(page.getByRole('status').filter({ hasText: /^\d+ delinquent accounts?/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /Totals of the delinquent accounts/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // the lines behind the first balance
  const grid = page.getByRole('table', { name: 'Delinquent accounts' });
  await grid
    .getByRole('button', { name: /the lines of/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('columnheader', { name: 'Balance' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // a stage waiting for the board: hold needs a note
  const hold = grid.getByRole('button', { name: /^Hold: Intent to lien/ }).first();
  await expect(hold).toBeVisible();
  await hold.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hold', exact: true }).click();
  await expect(page.getByText('Please write why the stage is held.')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Note').fill('Call the owner first.');
  await page.getByRole('dialog').getByRole('button', { name: 'Hold', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(grid.getByText(/Held by .*: Call the owner first\./)).toBeVisible();

  // an earlier day, then the CSV of that day
  await page.getByLabel('Aged as of').fill('2026-01-15');
  await expect(page.getByRole('table', { name: /as of Jan 15, 2026/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('collections-2026-01-15.csv');
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toMatch(/^Owner,Property,Account,Ledger,Balance,Current,1-30/);

  // the page as a phone opens it (resizing a desktop window down can leave it wide: an open defect, see the
  // closing note of 2026-12-07)
  await page.setViewportSize({ width: 320, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('homeowners: searched, exported, without sideways scroll at 320 px', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Homeowners' }).click();
  await expect(page).toHaveURL(/\/board\/homeowners/);
  await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ propert/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^homeowners-\d{4}-\d{2}-\d{2}\.csv$/);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ propert/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
