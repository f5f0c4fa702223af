import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { sidewaysOverflow } from './fixtures';
import { expect, test } from './test';

// Issue 17: the board's reports as a board member finds them: from the board menu, each report on
// screen, each downloaded as PDF and CSV, the lines behind a figure, axe clean, no sideways scroll at 320 px.
test.use({ signedInAs: 'board' });
test.describe.configure({ timeout: 180_000 });

const reports = [
  { tab: 'Balance sheet', heading: 'Assets', file: /^balance-sheet-\d{4}-\d{2}-\d{2}\./ },
  {
    tab: 'Income statement',
    heading: 'Income',
    file: /^income-statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\./,
  },
  {
    tab: 'Delinquency report',
    heading: 'Accounts with unpaid charges',
    file: /^delinquency-\d{4}-\d{2}-\d{2}\./,
  },
  { tab: 'Cash activity', heading: null, file: /^cash-activity-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\./ },
] as const;

async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
}

async function download(page: Page, title: string, format: 'PDF' | 'CSV') {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download the ${title.toLowerCase()} as ${format}` }).click();
  const file = await waiting;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('opens Reports from the board menu, views and downloads each report', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/board\/reports/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  for (const report of reports) {
    await page.getByRole('tab', { name: report.tab }).click();
    await settled(page);
    if (report.heading)
      await expect(page.getByRole('table', { name: report.heading, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const pdf = await download(page, report.tab, 'PDF');
    expect(pdf.name).toMatch(report.file);
    expect(pdf.name.endsWith('.pdf')).toBe(true);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const csv = await download(page, report.tab, 'CSV');
    expect(csv.name.endsWith('.csv')).toBe(true);
    expect(
      csv.bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0],
    ).toMatch(/^Section,/);
  }

  // the balance sheet balances, and a figure opens the lines behind it
  await page.getByRole('tab', { name: 'Balance sheet' }).click();
  await settled(page);
  const total = (name: string) =>
    page
      .getByRole('row', { name: new RegExp(`^${name} `) })
      .getByRole('cell')
      .last()
      .innerText();
  expect(await total('Total assets')).toBe(await total('Total liabilities and equity'));
  await page.getByRole('button', { name: /show the lines of Operating cash/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Operating cash' });
  await expect(dialog.getByText(/^[\d,]+ lines?, total/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // an end before the start is said at the start, and no report is asked for
  await page.getByRole('tab', { name: 'Income statement' }).click();
  await page.getByLabel('From').fill('2026-12-31');
  await page.getByLabel('To').fill('2026-01-01');
  await expect(page.getByText('The start must be on or before the end.')).toBeVisible();
  await page.getByRole('button', { name: 'Last year' }).click();
  await settled(page);
  await expect(page.getByText(/prorated by whole months, 12 months here/)).toBeVisible();
});

test('no sideways scroll at 320 px on any report', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/board/reports');
  for (const report of reports) {
    await page.getByRole('tab', { name: report.tab }).click();
    await settled(page);
    expect(await sidewaysOverflow(page), report.tab).toBeLessThanOrEqual(0);
  }
  await expectNoAxeViolations(page);
});
