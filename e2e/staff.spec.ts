import { messageTexts } from '@hoa/contracts/messages';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { demoPassword, signInThroughLoginPage } from './fixtures';
import { expect, type Sessions, test } from './test';

/** A page signed in as the demo homeowner, beside the staff member's own. */
async function homeownerPage(browser: Browser, sessions: Sessions): Promise<Page> {
  const context = await browser.newContext({ storageState: await sessions.storageFor('homeowner') });
  return context.newPage();
}

// two signed-in browsers and four axe scans per journey, on a shared 2-core machine
test.describe.configure({ timeout: 120_000 });

const loaded = (page: Page) => expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);

test('staff answer a homeowner’s message from the inbox; the homeowner reads the answer', async ({
  page,
  browser,
  sessions,
}) => {
  const subject = `Hedge trimming ${Date.now()}`;
  const homeowner = await homeownerPage(browser, sessions);
  await homeowner.goto('/my/messages');
  await homeowner.getByLabel('Subject').fill(subject);
  await homeowner.getByRole('textbox', { name: 'Message' }).fill('Who trims the hedge along the pool?');
  await homeowner.getByRole('button', { name: 'Send message' }).click();
  await expect(homeowner).toHaveURL(/\/my\/messages\/\d+$/);
  const conversationUrl = homeowner.url();

  await signInThroughLoginPage(page, 'staff@example.com', demoPassword);
  await expect(page).toHaveURL(/\/(dashboard|staff)/);
  await page.getByRole('link', { name: 'Homeowner messages' }).click();
  await expect(page.getByRole('heading', { name: 'Homeowner messages', level: 1 })).toBeVisible();
  await page.getByLabel('Unanswered only').check();
  await page.getByLabel('Search messages').fill('Hedge trimming');
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Unanswered', { exact: true })).toBeVisible();
  await loaded(page);
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByText('Who trims the hedge along the pool?')).toBeVisible();
  await expectNoAxeViolations(page);
  const answer = page.getByRole('textbox', { name: 'Message' });
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText(messageTexts.required)).toBeVisible();

  // a failed send says so and keeps the typed text
  await page.route('**/svc/users/api/Staff/Messages/*', (route) =>
    route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
  );
  await answer.fill('The landscaper trims it on Thursday.');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messageTexts.failedToSend })).toBeVisible();
  await expect(answer).toHaveValue('The landscaper trims it on Thursday.');
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Send answer' }).click();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('The landscaper trims it on Thursday.')).toBeVisible();
  await expect(answer).toHaveValue('');

  await page.getByRole('link', { name: '← All homeowner messages' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: subject }).getByText('Answered', { exact: true }),
  ).toBeVisible();

  await homeowner.goto(conversationUrl);
  await expect(homeowner.getByText('The landscaper trims it on Thursday.')).toBeVisible();
  await homeowner.context().close();
});

test.describe('staff request queue', () => {
  test.use({ signedInAs: 'staff' });

  test('staff move a request on with a note; the homeowner sees it in the status history', async ({
    page,
    browser,
    sessions,
  }) => {
    const subject = `Mailbox post leaning ${Date.now()}`;
    const homeowner = await homeownerPage(browser, sessions);
    await homeowner.goto('/community/new-request');
    await homeowner.getByRole('radio', { name: 'General request' }).check();
    await homeowner.getByLabel('Subject').fill(subject);
    await homeowner.getByLabel('Description').fill('The mailbox post at the corner leans.');
    await homeowner.getByRole('button', { name: 'Submit request' }).click();
    await expect(homeowner).toHaveURL(/\/community\/requests\?id=\d+$/);
    const requestUrl = homeowner.url();

    await page.goto('/staff/requests');
    await expect(page.getByRole('heading', { name: 'Homeowner requests', level: 1 })).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('submitted');
    await page.getByLabel('Kind', { exact: true }).selectOption('general');
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toBeVisible();
    await loaded(page);
    await expectNoAxeViolations(page);

    await row.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('New status').selectOption('in_review');
    await page.getByLabel('Note for the homeowner').fill('A crew will look at it this week.');
    await page.getByRole('button', { name: 'Change status' }).click();
    const history = page.getByRole('region', { name: 'Status history' });
    await expect(history.getByText('A crew will look at it this week.')).toBeVisible();
    await expect(history.getByText('In review')).toBeVisible();

    await homeowner.goto(requestUrl);
    const mine = homeowner.getByRole('region', { name: 'Status history' });
    await expect(mine.getByText('In review')).toBeVisible();
    await expect(mine.getByText('A crew will look at it this week.')).toBeVisible();
    await expect(mine.getByText(/by management/)).toBeVisible();
    await homeowner.context().close();
  });
});
