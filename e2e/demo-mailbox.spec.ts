import { readFile } from 'node:fs/promises';
import { expect, test } from './test';

test('the demo mailbox previews every e-mail template, its HTML in a sandboxed frame', async ({ page }) => {
  await page.goto('/demo/mailbox');
  await expect(page.getByRole('heading', { name: 'Template previews' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Template', exact: true });
  await picker.selectOption({ label: 'Payment receipt' });
  await expect(page.getByText(/^Subject: Payment receipt: \$252\.95 for account 100245$/)).toBeVisible();
  const frame = page.getByTitle('Preview: Payment receipt');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame.contentFrame().getByText('Sample Community Association').first()).toBeVisible();
  await expect(frame.contentFrame().getByRole('row', { name: /Total/ })).toContainText('$252.95');
  // the plain text is one click away
  await page.getByText('Plain text').click();
  await expect(page.getByText(/Confirmation number: {2}PMT-00000123/)).toBeVisible();
});

test('a violation notice arrives with its letter attached as a PDF', async ({ page }) => {
  await page.goto('/demo/mailbox?to=homeowner@example.com');
  const files = page.getByRole('list', { name: /^Attachments: First notice: / });
  await expect(files.getByRole('link', { name: /^first-notice-\d{4}-\d{2}-\d{2}\.pdf$/ })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await files.getByRole('link').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^first-notice-\d{4}-\d{2}-\d{2}\.pdf$/);
  const path = await file.path();
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
});
