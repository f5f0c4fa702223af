import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './test';

// One homeowner's money moves through these journeys in order: paying the balance lets the account
// enroll in Auto-Draft, and the bank account added on the way is the one Auto-Draft drafts from.
// Each journey is several screens of a money flow: more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ signedInAs: 'homeowner' });

const dateInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Saves a card through the new-method dialog (the card number goes to the sandbox processor only). */
async function addCard(page: Page, number: string) {
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel(/^Name on card/).fill('Hannah Homeowner');
  await dialog.getByLabel(/^Card number/).fill(number);
  await dialog.getByLabel(/^Expiry date/).fill('12/30');
  await dialog.getByLabel(/^Security code/).fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
}

/** Reviews the payment form, answers the duplicate question with "continue" if it comes, and confirms. */
async function reviewAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'Review payment' }).click();
  const duplicate = page.getByRole('button', { name: 'Yes, continue' });
  const dialog = page.getByRole('dialog', { name: /^Confirm (recurring )?payment$/ });
  const confirm = dialog.getByRole('button', { name: 'Confirm payment' });
  await expect(duplicate.or(confirm)).toBeVisible();
  if (await duplicate.isVisible()) await duplicate.click();
  await expect(dialog).toContainText('Total');
  await confirm.click();
}

test('pay the balance by saved card', async ({ page }) => {
  // the card is saved first (Manage payments), then chosen among the saved methods to pay
  await page.goto('/billing/manage-account');
  await addCard(page, '5555 5555 5555 4444');
  await expect(page.getByText('Mastercard ending in 4444 was saved.')).toBeVisible();

  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Make a payment', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Balance:/)).toBeVisible();
  await page.getByRole('radio', { name: 'Mastercard ending in 4444' }).check();
  await expect(page.getByLabel(/^Amount/)).not.toHaveValue('');
  await reviewAndConfirm(page);
  await expect(page.getByRole('heading', { name: /Payment (submitted|complete)/ })).toBeVisible();
  await expect(page.getByText(/Confirmation number: \S+/)).toBeVisible();
  await page.goto('/billing/account-overview');
  await expect(page.getByRole('table', { name: 'Recent payments' })).toContainText(
    'Mastercard ending in 4444',
  );
});

test('add a bank account and schedule a payment', async ({ page }) => {
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Add a bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a bank account' });
  await dialog.getByLabel(/^Account holder name/).fill('Hannah Homeowner');
  await dialog.getByLabel(/^Routing number/).fill('110000000');
  await dialog.getByLabel(/^Account number/).fill('000123456789');
  await dialog.getByLabel(/^Confirm account number/).fill('000123456789');
  await dialog.getByRole('button', { name: 'Save bank account' }).click();
  // the demo homeowner has this very account saved already: the dialog asks, and the saved one is used
  await expect(dialog.getByRole('alert')).toContainText('This bank account is already saved');
  await dialog.getByRole('button', { name: 'Use the saved bank account' }).click();
  await expect(dialog).toBeHidden();
  // the account is chosen for the payment
  await expect(page.getByRole('radio', { name: /ending in 6789/, checked: true })).toBeVisible();

  await page.getByLabel(/^Amount/).fill('25.00');
  await page.getByRole('radio', { name: 'Schedule for a later date' }).check();
  await page.getByLabel(/^Payment date/).fill(dateInDays(10));
  await reviewAndConfirm(page);
  await expect(page.getByRole('heading', { name: 'Payment scheduled' })).toBeVisible();

  await page.goto('/billing/manage-account');
  await expect(page.getByRole('listitem').filter({ hasText: '$25.00 on' })).toContainText('ending in 6789');
});

test('set up, change and then cancel a recurring payment', async ({ page }) => {
  await page.goto('/billing');
  await page.getByRole('radio', { name: 'Recurring' }).check();
  await page
    .getByRole('radio', { name: /ending in/ })
    .first()
    .check();
  await page.getByLabel(/^Amount of each payment/).fill('40.00');
  await page.getByLabel('Frequency').selectOption('quarterly');
  await page.getByLabel(/^First payment date/).fill(dateInDays(20));
  await reviewAndConfirm(page);
  await expect(page.getByRole('heading', { name: 'Recurring payment set up' })).toBeVisible();

  await page.goto('/billing/manage-account');
  const first = page.getByRole('listitem').filter({ hasText: '$40.00 quarterly' });
  await expect(first).toContainText(/Changes allowed until 8:00 PM ET on/);

  // the change dialog: a wrong amount is refused at its field, a right one saved and shown
  await first.getByRole('button', { name: /^Change/ }).click();
  const change = page.getByRole('dialog', { name: 'Change recurring payment' });
  await change.getByLabel(/^Amount of each payment/).fill('0');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change.getByLabel(/^Amount of each payment/)).toHaveAttribute('aria-invalid', 'true');
  await change.getByLabel(/^Amount of each payment/).fill('45.00');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The recurring payment was changed.')).toBeVisible();
  await expect(change).toHaveCount(0);

  const item = page.getByRole('listitem').filter({ hasText: '$45.00 quarterly' });
  await item.getByRole('button', { name: /^Remove/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The recurring payment was removed.')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('enroll in Auto-Draft', async ({ page }) => {
  await page.goto('/billing/auto-draft');
  await expect(page.getByRole('heading', { name: 'Auto-Draft', level: 1 })).toBeVisible();
  const legacy = page.getByRole('button', { name: 'Enroll in Auto-Draft' });
  const standard = page.getByRole('button', { name: 'Review enrollment' });
  await expect(legacy.or(standard)).toBeVisible();
  if (await standard.isVisible()) {
    await page.getByLabel('Draft day of the month').selectOption('15');
    await page
      .getByRole('radio', { name: /ending in 6789/ })
      .first()
      .check();
    await standard.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Auto-Draft enrollment' });
    await expect(dialog).toContainText('Processing fee per draft');
    await dialog.getByRole('button', { name: 'Enroll' }).click();
  } else {
    await page.getByLabel(/^Routing number/).fill('110000000');
    await page.getByLabel(/^Bank name/).fill('Sandbox Test Bank');
    await page.getByLabel(/^Bank account number/).fill('000123456789');
    await page.getByLabel(/^Confirm bank account number/).fill('000123456789');
    await page.getByLabel('I accept this authorization').check();
    await page.getByLabel(/^eSignature/).fill('Hannah Homeowner');
    await legacy.click();
  }
  await expect(page.getByText('Enrolled in Auto-Draft', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Your enrollments' })
      .or(page.getByText(/Draft day \d+ of each month/))
      .first(),
  ).toBeVisible();
});

test('download a statement as a PDF', async ({ page }) => {
  await page.goto('/billing/account-overview');
  await page.getByLabel('Statement type').selectOption({ label: 'Statement with charge summary' });
  await page.getByLabel('Period').selectOption({ label: 'YTD' });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statement-.+-charge-summary-ytd\.pdf$/);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
