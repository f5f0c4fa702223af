import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { pdfWithText } from './fixtures';
import { expect, type Sessions, test } from './test';

// Issue 17, from one end to the other: staff enter a vendor invoice, the board approves it, staff pay it,
// and the board sees the payment in the operating account's register and the expense in the income
// statement, each line from the books. Its own invoice (a number and amount no other journey uses).
test.describe.configure({ timeout: 180_000 });
test.use({ signedInAs: 'board' });

/** Today in the association's time zone (Meadowbrook is in New York), as the books date it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
}

async function staffPage(browser: Browser, sessions: Sessions): Promise<Page> {
  const context = await browser.newContext({ storageState: await sessions.storageFor('staff') });
  const page = await context.newPage();
  await page.goto('/staff');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vendor invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor invoices' })).toBeVisible();
  await page.getByLabel('Association', { exact: true }).selectOption({ label: 'Meadowbrook Commons HOA' });
  return page;
}

test('an invoice staff enter, the board approves and staff pay shows in the bank register and the income statement', async ({
  page,
  browser,
  sessions,
}) => {
  const number = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const amount = '1,234.57';

  // staff enter the invoice with its PDF
  const staff = await staffPage(browser, sessions);
  const entry = staff.getByRole('region', { name: 'Enter an invoice' });
  const vendor = entry.getByLabel('Vendor');
  await expect(vendor.locator('option').nth(1)).toBeAttached();
  await vendor.selectOption({ index: 1 });
  const vendorName = (await vendor.locator('option:checked').innerText()).trim();
  await entry.getByLabel('Invoice number').fill(number);
  await entry.getByLabel('Amount ($)').fill(amount);
  const account = entry.getByLabel('Expense account');
  await account.selectOption({ index: 1 });
  const accountName = (await account.locator('option:checked').innerText()).trim();
  await entry.getByLabel('Invoice date').fill(today);
  await entry.getByLabel('Due date').fill(dueDate);
  await entry.getByLabel('Description').fill('Pond aerator repair (journey)');
  await entry.locator('input[type="file"]').setInputFiles({
    name: `${number}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdfWithText(`Invoice ${number}`),
  });
  await entry.getByRole('button', { name: 'Enter invoice' }).click();
  await expect(staff.getByRole('row', { name: new RegExp(number) })).toContainText('0 of 1', {
    timeout: 30_000,
  });

  // the board approves it
  await page.goto('/board/invoices');
  await settled(page);
  await page.getByRole('button', { name: `Open invoice ${number} of ${vendorName}` }).click();
  const panel = page.getByRole('region', { name: new RegExp(`^Invoice ${number}`) });
  await expect(panel).toContainText(`$${amount}`);
  await panel.getByRole('button', { name: 'Approve' }).click();
  // one approval was all it needed: it leaves the list of invoices awaiting approval
  await expect(page.getByRole('button', { name: `Open invoice ${number} of ${vendorName}` })).toHaveCount(0, {
    timeout: 20_000,
  });

  // staff record the payment
  await staff.reload();
  await staff.getByLabel('Association', { exact: true }).selectOption({ label: 'Meadowbrook Commons HOA' });
  await staff.getByRole('button', { name: `Mark invoice ${number} paid` }).click();
  await staff.getByLabel('Paid on').fill(today);
  const reference = `CHK ${number.slice(-4)}`;
  await staff.getByLabel('Reference (check number)').fill(reference);
  await staff.getByRole('button', { name: 'Record payment' }).click();
  await expect(staff.getByRole('row', { name: new RegExp(number) })).toContainText(reference);
  await staff.context().close();

  // the operating account's register shows the payment, newest first
  await page.goto('/board/bank-accounts');
  await settled(page);
  const register = page.getByRole('table', { name: /^Register of .*, page 1$/ });
  const paymentRow = register.getByRole('row', { name: new RegExp(`Invoice ${number} paid`) });
  await expect(paymentRow).toContainText(`-$${amount}`);

  // the income statement of this year shows the expense; its figure opens the lines, ours among them
  await page.goto('/board/reports');
  await page.getByRole('tab', { name: 'Income statement' }).click();
  await settled(page);
  await page
    .getByRole('button', { name: new RegExp(`: show the lines of ${accountName}$`) })
    .first()
    .click();
  const lines = page.getByRole('dialog', { name: accountName });
  await expect(lines.getByText(`Invoice ${number} approved`)).toBeVisible();
  await expect(lines).toContainText(`$${amount}`);
  await expectNoAxeViolations(page);
});
