import { communityMessages } from '@hoa/contracts/community';
import { expect, test } from './test';

test.use({ signedInAs: 'homeowner' });

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(64).fill(7)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

test('an ARC request with attachments: a disguised file is refused at the field, more are attached later', async ({
  page,
}) => {
  await page.goto('/community/new-request');
  await page.getByRole('radio', { name: 'ARC request' }).check();
  await page.getByLabel('ARC type').selectOption({ label: 'Fence' });
  await page.getByLabel('Description').fill('A cedar fence along the back of the lot, 5 feet high.');
  const files = page.getByLabel(/^Attachments/);

  // a page renamed .pdf is refused before anything is sent, and the request is not submitted
  await files.setInputFiles([
    { name: 'site-plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') },
  ]);
  await expect(page.getByText(communityMessages.fileTypeRefused('site-plan.pdf'))).toBeVisible();
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page).toHaveURL(/\/community\/new-request$/);

  await files.setInputFiles([{ name: 'site-plan.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await expect(page.getByText(communityMessages.fileTypeRefused('site-plan.pdf'))).toBeHidden();
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page).toHaveURL(/\/community\/requests\?id=\d+$/);
  const detail = page.getByRole('article');
  await expect(detail.getByRole('button', { name: /Download site-plan\.pdf/ })).toBeVisible();

  // a photo added afterwards, from the request itself
  await detail.getByRole('button', { name: 'Attach files' }).click();
  await detail
    .getByRole('region', { name: 'Attach files' })
    .getByLabel(/^Attachments \(/)
    .setInputFiles([{ name: 'fence-photo.png', mimeType: 'image/png', buffer: png }]);
  await detail.getByRole('button', { name: 'Upload' }).click();
  await expect(detail.getByRole('button', { name: /Download fence-photo\.png/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: /Download fence-photo\.png/ }).click();
  expect((await download).suggestedFilename()).toBe('fence-photo.png');
});
