import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { sidewaysOverflow } from './fixtures';
import { expect, test } from './test';

/**
 * The rules assistant (issue 16) as a new user meets it: homeowner@example.com asks about fences, pets,
 * rentals and the pool, each answered with quotes that cite the association's documents; opens a citation;
 * asks what the documents do not cover and sends it to the management company; and finds the conversation
 * again from another browser.
 */

test.use({ signedInAs: 'homeowner' });
// eight answers, a document preview and three axe scans on a shared 2-core machine
test.describe.configure({ timeout: 120_000 });

const answers = (page: Page) => page.getByRole('heading', { name: 'The assistant answered' });

/** The latest answer's card (an article named by its heading). */
const lastAnswer = (page: Page): Locator =>
  page.getByRole('article', { name: 'The assistant answered' }).last();

/** Asks in the box with Enter and waits for the answer (one more than before). */
async function ask(page: Page, question: string) {
  const before = await answers(page).count();
  const box = page.getByLabel('Your question');
  await box.fill(question);
  await box.press('Enter');
  await expect(answers(page)).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Searching' })).toHaveCount(0);
  // the box is empty again, and kept its focus: nothing moved it
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
}

const citationLinks = (scope: Locator) => scope.locator('figcaption').getByRole('link');

test('a homeowner asks about the rules, opens a citation, sends an unanswered question to management and finds the thread again in another browser', async ({
  page,
  browser,
  sessions,
}) => {
  await page.goto('/assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'Rules assistant' })).toBeVisible();
  const starters = page.getByRole('group', { name: 'Questions to start with' });
  await expect(starters.getByRole('button').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await ask(page, 'How tall can my fence be?');
  await expect(page).toHaveURL(/\/assistant\/\d+$/);
  const threadUrl = page.url();
  await expect(citationLinks(lastAnswer(page)).first()).toBeVisible();
  await expect(lastAnswer(page).locator('blockquote').first()).not.toBeEmpty();

  for (const question of [
    'How many pets may I keep?',
    'Can I rent out my home?',
    'What are the pool hours?',
  ]) {
    await ask(page, question);
    await expect(citationLinks(lastAnswer(page)).first()).toBeVisible();
  }
  // the answer was said to screen readers too
  await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toContainText(
    'The assistant answered:',
  );

  const helpful = lastAnswer(page).getByRole('button', { name: 'Helpful', exact: true });
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);

  // a citation opens the document at the place it quotes
  const citation = citationLinks(lastAnswer(page)).first();
  const cited = (await citation.textContent()) ?? '';
  await citation.click();
  await expect(page).toHaveURL(/\/document\/\d+\/\d+\/preview\?/);
  const note = page.getByText(/^Cited: /);
  await expect(note).toBeVisible();
  expect(cited).toContain(((await note.textContent()) ?? '').replace(/^Cited: /, ''));
  if (/[?&]page=\d+/.test(page.url())) {
    await expect(page.locator('iframe[title="Document"]')).toHaveAttribute('src', /#page=\d+$/);
  }
  await page.goBack();
  await expect(page).toHaveURL(threadUrl);
  // the conversation is loaded again before the next question counts its answers
  await expect(answers(page)).toHaveCount(4);

  // what the documents do not say is declined, with the offer to ask a person
  await ask(page, 'What is the password for the clubhouse Wi-Fi network?');
  const declined = lastAnswer(page);
  await expect(citationLinks(declined)).toHaveCount(0);
  await declined.getByRole('button', { name: 'Send this question to the management company' }).click();
  const handoff = page.getByRole('form', { name: 'Send this question to the management company' });
  await expect(handoff.getByLabel('A note for the management company (optional)')).toBeFocused();
  await handoff
    .getByLabel('A note for the management company (optional)')
    .fill('I could not find it anywhere.');
  await handoff.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Sent. The management company will answer in Messages.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
    'href',
    /\/my\/messages\/\d+$/,
  );

  // another browser: nothing of this one's storage, the thread comes from the server
  const other = await browser.newContext({ storageState: await sessions.storageFor('homeowner') });
  const elsewhere = await other.newPage();
  await elsewhere.goto('/assistant');
  const threads = elsewhere.getByRole('navigation', { name: 'Your conversations' });
  // this run's conversation (other runs by the same demo user may have asked the same)
  await threads.locator(`a[href="${new URL(threadUrl).pathname}"]`).click();
  await expect(elsewhere).toHaveURL(threadUrl);
  await expect(elsewhere.getByText('What are the pool hours?')).toBeVisible();
  await expect(elsewhere.getByText('Sent. The management company will answer in Messages.')).toBeVisible();

  // the phone: the threads behind a button, nothing scrolls sideways
  await elsewhere.setViewportSize({ width: 320, height: 640 });
  await elsewhere.getByRole('button', { name: 'Your conversations' }).click();
  await expect(elsewhere.getByRole('dialog', { name: 'Your conversations' })).toBeVisible();
  await elsewhere.keyboard.press('Escape');
  await expect.poll(() => sidewaysOverflow(elsewhere)).toBe(0);
  await other.close();
});

test('a failed question says "Something went wrong.", keeps the question in the box, and Retry asks it again', async ({
  page,
}) => {
  let failed = false;
  await page.route(/\/Assistant\/Threads$/, async (route) => {
    if (route.request().method() === 'POST' && !failed) {
      failed = true;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          errorCode: 'UNAVAILABLE',
          errorId: 'e2e',
          detail: '',
          message: 'Down',
          title: 'Down',
        }),
      });
      return;
    }
    await route.fallback();
  });
  await page.goto('/assistant');
  const box = page.getByLabel('Your question');
  await box.fill('Can I paint my front door a different color?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong.' });
  await expect(alert).toBeVisible();
  await expect(box).toHaveValue('Can I paint my front door a different color?');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(answers(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(alert).toHaveCount(0);
  await expect(page).toHaveURL(/\/assistant\/\d+$/);

  // the field's own messages: nothing typed, too long
  await box.fill('');
  await box.press('Enter');
  await expect(page.getByText('Type a question.')).toBeVisible();
  await box.fill('x'.repeat(501));
  await expect(page.getByText('501 of 500 characters')).toBeVisible();
  await box.press('Enter');
  await expect(page.getByText('A question must be at most 500 characters.')).toBeVisible();
});

test('the new-request form’s panel turns an answered ARC question into an ARC request; the documents area has the panel too', async ({
  page,
}) => {
  await page.goto('/community/new-request');
  await page.getByRole('button', { name: 'Ask about the rules' }).click();
  await ask(page, 'How tall can my fence be?');
  await page.getByRole('button', { name: 'Start an ARC request with this question' }).click();
  await expect(page.getByRole('radio', { name: 'ARC request' })).toBeChecked();
  await expect(page.getByLabel('ARC type')).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('How tall can my fence be?');
  await expectNoAxeViolations(page);

  await page.goto('/community/documents');
  await page.getByRole('button', { name: 'Ask about the rules' }).click();
  await expect(page.getByRole('group', { name: 'Questions to start with' })).toBeVisible();
});
