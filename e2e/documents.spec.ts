import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { demoPassword, pdfWithText, signInThroughLoginPage } from './fixtures';
import { expect, test } from './test';

async function signIn(page: Page, email: string) {
  await signInThroughLoginPage(page, email, demoPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe.configure({ timeout: 90_000 });

test('a board member uploads a PDF and finds it by a word inside it; a homeowner never sees the board-only folder', async ({
  browser,
}) => {
  const word = `quokka${Date.now().toString(36)}`;
  const boardContext = await browser.newContext();
  const board = await boardContext.newPage();
  await signIn(board, 'board@example.com');
  await board.goto('/community/documents');
  await expect(
    board.getByRole('heading', { level: 1, name: 'Meadowbrook Commons HOA documents' }),
  ).toBeVisible();
  const folders = board.getByRole('navigation', { name: 'Folders' });
  await expect(folders.getByRole('link', { name: 'Board Only (board only)' })).toBeVisible();
  await folders.getByRole('link', { name: 'Rules and Regulations' }).click();
  await expect(board).toHaveURL(/\/community\/documents\/a\/\d+\/f\/\d+$/);
  const associationId = /\/a\/(\d+)\//.exec(board.url())?.[1];
  await expect(board.getByRole('link', { name: 'Pool Rules.pdf' })).toBeVisible();
  await expectNoAxeViolations(board);

  await board.getByLabel('Files to upload').setInputFiles({
    name: 'Parking Rules.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText(`Overnight ${word} permits are issued by the board.`),
  });
  await expect(board.getByText('Parking Rules.pdf: uploaded')).toBeVisible();
  await expect(board.getByRole('link', { name: 'Parking Rules.pdf' })).toBeVisible();

  // a rename must keep saying what the file is: the API's message shows at the field
  await board.getByRole('button', { name: 'Actions for Parking Rules.pdf' }).click();
  await board.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = board.getByRole('dialog', { name: 'Rename' });
  await rename.getByLabel('New name').fill('Parking Rules.html');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('"Parking Rules.html" must end in .pdf: the file is a PDF.')).toBeVisible();
  await rename.getByRole('button', { name: 'Cancel' }).click();

  // a file whose content is not what its name says is refused with a message naming it
  await board.getByLabel('Files to upload').setInputFiles({
    name: 'Invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just some text, not a PDF'),
  });
  const refused = board.getByRole('alert').filter({ hasText: 'These files were not uploaded.' });
  await expect(refused).toContainText(
    '"Invoice.pdf" was not uploaded: its name says a PDF but its content is plain text.',
  );
  // a refusal trying again cannot fix does not ask to try again
  await expect(refused).not.toContainText('Please try again');

  await board.getByRole('searchbox', { name: 'Search documents' }).fill(word);
  await board.getByRole('button', { name: 'Search' }).click();
  await expect(board.getByText('1 document found')).toBeVisible();
  await expect(board.locator('mark', { hasText: word })).toBeVisible();
  await expectNoAxeViolations(board);
  await board.getByRole('link', { name: 'Parking Rules.pdf' }).click();
  await expect(board).toHaveURL(/\/document\/\d+\/\d+\/preview$/);
  await expect(board.locator('iframe[title="Document"]')).toBeVisible();
  // the preview names the file (from the response's Content-Disposition)
  await expect(board.getByRole('heading', { level: 1, name: 'Parking Rules.pdf' })).toBeVisible();
  await expectNoAxeViolations(board);

  // the board-only file's preview link, for the homeowner below
  await board.goto('/community/documents');
  await board
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('link', { name: 'Board Only (board only)' })
    .click();
  const draftHref = await board.getByRole('link', { name: 'Draft Budget.pdf' }).getAttribute('href');
  await boardContext.close();

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, 'owner2@example.com');
  // a link to Meadowbrook's documents while the header has owner2's Harbor Pointe home: the page says whose
  await owner.goto(`/community/documents/a/${associationId}/f`);
  await expect(
    owner.getByRole('heading', { level: 1, name: 'Meadowbrook Commons HOA documents' }),
  ).toBeVisible();
  await expect(
    owner.getByLabel('Folder path').getByRole('link', { name: 'Meadowbrook Commons HOA' }),
  ).toBeVisible();
  await expect(owner.getByText('These are the documents of Meadowbrook Commons HOA.')).toBeVisible();
  await expect(owner.getByText('The header shows Harbor Pointe Owners Association.')).toBeVisible();
  await owner.screenshot({
    path: test.info().outputPath('owner2-meadowbrook-documents.png'),
    fullPage: true,
  });
  const ownerFolders = owner.getByRole('navigation', { name: 'Folders' });
  await expect(ownerFolders.getByRole('link', { name: 'Governing Documents' })).toBeVisible();
  await expect(ownerFolders.getByRole('link', { name: /Board Only/ })).toHaveCount(0);
  await expect(owner.getByRole('button', { name: 'Upload files' })).toHaveCount(0);
  await expectNoAxeViolations(owner);
  await owner.getByRole('searchbox', { name: 'Search documents' }).fill('summit');
  await owner.getByRole('button', { name: 'Search' }).click();
  await expect(owner.getByText('0 documents found')).toBeVisible();
  await owner.goto(draftHref as string);
  await expect(owner.getByText('This document could not be loaded.')).toBeVisible();

  // the header's association: heading, path and folder tree all Harbor Pointe's, and no note
  await owner.goto(`/community/documents/a/${associationId}/f`);
  await owner.getByRole('link', { name: 'Go to the documents of Harbor Pointe Owners Association' }).click();
  await expect(owner).toHaveURL(/\/community\/documents\/a\/\d+\/f$/);
  expect(owner.url()).not.toContain(`/a/${associationId}/`);
  await expect(
    owner.getByRole('heading', { level: 1, name: 'Harbor Pointe Owners Association documents' }),
  ).toBeVisible();
  await expect(owner.getByText(/These are the documents of/)).toHaveCount(0);
  const harborFolder = owner.getByRole('navigation', { name: 'Folders' }).getByRole('link').nth(1);
  await harborFolder.click();
  await expect(owner).toHaveURL(/\/community\/documents\/a\/\d+\/f\/\d+$/);
  expect(owner.url()).not.toContain(`/a/${associationId}/`);
  await expect(
    owner.getByLabel('Folder path').getByRole('link', { name: 'Harbor Pointe Owners Association' }),
  ).toBeVisible();
  await owner.goto('/community/documents');
  await expect(
    owner.getByRole('heading', { level: 1, name: 'Harbor Pointe Owners Association documents' }),
  ).toBeVisible();
  await owner.screenshot({ path: test.info().outputPath('owner2-harbor-documents.png'), fullPage: true });
  await ownerContext.close();
});
