import type { Page } from '@playwright/test';
import { demoPassword, signInThroughLoginPage } from './fixtures';
import { expect, test } from './test';

/** Fills the login form the app itself navigated to (no page load: the in-memory cache survives). */
async function logInInPlace(page: Page, email: string) {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Records, from now on, whether the page ever shows what only the board member may see. */
async function watchForBoardData(page: Page) {
  await page.evaluate(() => {
    const seen = window as unknown as { boardDataSeen: string[] };
    seen.boardDataSeen = [];
    const check = () => {
      const text = document.body.innerText;
      if (text.includes('Board Only')) seen.boardDataSeen.push('Board Only folder');
      if (text.includes('Upload files')) seen.boardDataSeen.push('manage controls');
    };
    new MutationObserver(check).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

// two sign-ins and a documents library in one test
test.describe.configure({ timeout: 90_000 });

test('after sign-out, the next user on the same tab gets nothing of the previous user from the cache', async ({
  page,
}) => {
  // The board member reads the documents in one page load: folder list and "can manage" are now cached.
  await signInThroughLoginPage(page, 'board@example.com', demoPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Documents' }).click();
  const folders = page.getByRole('navigation', { name: 'Folders' });
  await expect(folders.getByRole('link', { name: 'Board Only (board only)' })).toBeVisible();
  await folders.getByRole('link', { name: 'Rules and Regulations' }).click();
  await expect(page).toHaveURL(/\/community\/documents\/a\/\d+\/f\/\d+$/);
  await expect(page.getByRole('button', { name: 'Upload files' })).toBeVisible();
  const boardFolderPath = new URL(page.url()).pathname;
  const associationId = /\/a\/(\d+)\//.exec(boardFolderPath)?.[1];

  // Sign out and in as a homeowner of another association, without reloading the page.
  await nav.getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out')).toBeVisible();
  await page.getByRole('link', { name: 'Log in again' }).click();
  await logInInPlace(page, 'homeowner@example.com');

  // The tab's history still holds the board member's folder: the homeowner jumps back to it.
  await watchForBoardData(page);
  const directoriesRead = page.waitForRequest(
    (request) =>
      request.method() === 'GET' &&
      request.url().includes(`/svc/associations/api/associations/${associationId}/Directories`),
    { timeout: 10_000 },
  );
  await page.evaluate(() => history.go(-2));
  await expect(page).toHaveURL(new RegExp(`${boardFolderPath}$`));
  // The read is asked of the server again, with the homeowner's token, instead of served from the cache.
  const request = await directoriesRead;
  const homeownerToken = await page.evaluate(
    () => JSON.parse(localStorage.getItem('hoa.session') ?? '{}').token as string,
  );
  expect(request.headers().authorization).toBe(`Bearer ${homeownerToken}`);
  await request.response();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Board Only/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload files' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { boardDataSeen: string[] }).boardDataSeen)).toEqual(
    [],
  );
});
