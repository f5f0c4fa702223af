import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { sidewaysOverflow } from './fixtures';
import { expect, test } from './test';

// Issue 17: the board's bank accounts from the books (balances, register, CSV, reconciliation), and
// the staff screen where statement balances and budgets are entered.
test.describe.configure({ timeout: 120_000 });

async function settled(page: Page) {
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
}

test.describe('board', () => {
  test.use({ signedInAs: 'board' });

  test('opens Bank accounts from the board menu: balances, register pages, CSV, reconciliation', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bank accounts' }).click();
    await expect(page).toHaveURL(/\/board\/bank-accounts/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bank accounts' })).toBeVisible();
    const accounts = page.getByRole('table', { name: /^Bank accounts of/ });
    await expect(accounts.getByRole('row')).toHaveCount(3);
    await expect(accounts.getByRole('row').nth(1)).toContainText('Operating');
    await expect(accounts.getByRole('row').nth(2)).toContainText('Reserve');
    await expect(accounts.getByRole('link', { name: /: the register of/ }).first()).toHaveText(
      /^-?\$[\d,]+\.\d\d$/,
    );

    // the register: newest first, 25 a page; Older reads the next keyset page, Newer goes back
    const register = page.getByRole('table', { name: /^Register of .*, page 1$/ });
    await expect(register.getByRole('row')).toHaveCount(26);
    const firstBalance = await register.getByRole('row').nth(1).locator('td').nth(3).innerText();
    await page.getByRole('button', { name: 'Older' }).click();
    const second = page.getByRole('table', { name: /^Register of .*, page 2$/ });
    await expect(second.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Newer' }).click();
    await expect(register.getByRole('row').nth(1).locator('td').nth(3)).toHaveText(firstBalance);
    await settled(page);
    await expectNoAxeViolations(page);

    // the CSV of a date range
    const thisYear = new Date().getFullYear();
    await page.getByLabel('From', { exact: true }).fill(`${thisYear - 1}-01-01`);
    await expect(page).toHaveURL(new RegExp(`from=${thisYear - 1}-01-01`));
    await page.getByLabel('To', { exact: true }).fill(`${thisYear - 1}-12-31`);
    await expect(page).toHaveURL(new RegExp(`to=${thisYear - 1}-12-31`));
    await expect(page.getByText(`Balance at the end of`)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^bank-register-\\d{4}-${thisYear - 1}-01-01-to-${thisYear - 1}-12-31\\.csv$`),
    );
    const csv = (await readFile(await file.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toBe('Date,Description,Kind,Amount,Balance');
    expect(csv.length).toBeGreaterThan(2);
    expect(csv.slice(1).every((line) => line.startsWith(`${thisYear - 1}-`))).toBe(true);

    // reconciliation: each statement against the books; a book balance links to the register up to its date
    const reconciliation = page.getByRole('table', { name: /^Reconciliation of/ });
    await expect(reconciliation.getByRole('row').nth(1)).toBeVisible();
    await expect(reconciliation.getByText('Reconciled').first()).toBeVisible();
    await reconciliation
      .getByRole('link', { name: /: the register up to/ })
      .first()
      .click();
    await expect(page).toHaveURL(/[?&]to=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByLabel('To', { exact: true })).not.toHaveValue('');

    // no sideways scroll at 320 px: the grids scroll in their own boxes (the page as a phone opens it)
    await page.setViewportSize({ width: 320, height: 640 });
    await page.reload();
    await expect(page.getByRole('table', { name: /^Bank accounts of/ })).toBeVisible();
    await settled(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('enters a statement balance (a second for the date is replaced explicitly) and a budget', async ({
    page,
  }) => {
    await page.goto('/staff');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Association books' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Association books' })).toBeVisible();
    await page.getByLabel('Association', { exact: true }).selectOption({ label: 'Meadowbrook Commons HOA' });
    await expect(page.getByRole('region', { name: 'Bank accounts' })).toContainText('Operating');

    const statement = page.getByRole('form', { name: 'Enter a statement balance' });
    await statement.getByLabel('Statement date').fill('2019-06-30');
    await statement.getByLabel('Statement balance').fill('1,234.56');
    await statement.getByRole('button', { name: 'Save statement balance' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Statement balance saved.' })).toBeVisible();
    const statements = page.getByRole('region', { name: 'Statement balances' });
    await expect(statements).toContainText('$1,234.56');
    // the same date again: refused, then replaced on purpose
    await statement.getByLabel('Statement balance').fill('1,200.00');
    await statement.getByRole('button', { name: 'Save statement balance' }).click();
    await expect(page.getByRole('alert')).toContainText('already entered');
    await statement.getByRole('button', { name: /^Replace the balance of/ }).click();
    await expect(statements).toContainText('$1,200.00');

    // the budget of next year as a table
    const year = new Date().getFullYear() + 1;
    const budget = page.getByRole('form', { name: `Budget ${year}` });
    const first = budget.getByRole('textbox').first();
    await first.fill('12,000');
    await budget.getByRole('button', { name: `Save budget ${year}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Budget ${year} saved.` })).toBeVisible();
    await expect(first).toHaveValue('12000.00');

    // a delinquent account's next collection stage, which then waits for the board
    const stages = page.getByRole('region', { name: 'Delinquent accounts, oldest unpaid first' });
    await stages
      .getByRole('button', { name: /^Set the collection stage of/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Set the collection stage' });
    await dialog.getByLabel('Stage').selectOption({ label: 'Intent to lien' });
    await expect(dialog.getByText('This stage waits for the board to approve it.')).toBeVisible();
    await dialog.getByLabel('Note').fill('Second letter unanswered.');
    await dialog.getByRole('button', { name: 'Set stage' }).click();
    await expect(dialog).toBeHidden();
    await expect(stages).toContainText('Intent to lien: waits for the board');
    await settled(page);
    await expectNoAxeViolations(page);
    // the page as a phone opens it (see the closing note of 2026-12-07: resizing from a desktop width after
    // the duplicate-date alert still leaves the page 140 px too wide, an open defect)
    await page.setViewportSize({ width: 320, height: 640 });
    await page.reload();
    await page.getByLabel('Association', { exact: true }).selectOption({ label: 'Meadowbrook Commons HOA' });
    await expect(page.getByRole('region', { name: 'Bank accounts' })).toContainText('Operating');
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
