import { billingMessages } from '@hoa/contracts/billing';
import type { Browser, Page } from '@playwright/test';
import { addCardInDialog, demoPassword, reviewAndConfirmPayment, signInThroughLoginPage } from './fixtures';
import { expect, type Sessions, test } from './test';

// Issue 13: what a new user tripped over, each as they would meet it.
test.describe.configure({ timeout: 90_000 });
test.use({ storageState: { cookies: [], origins: [] } });

/** A page signed in as a demo user: a journey session (test.ts) for those that have one, the login page otherwise. */
async function signedIn(browser: Browser, sessions: Sessions, email: string): Promise<Page> {
  const user = email.replace('@example.com', '');
  if (user === 'homeowner' || user === 'board') {
    return (await browser.newContext({ storageState: await sessions.storageFor(user) })).newPage();
  }
  const page = await (await browser.newContext()).newPage();
  await signInThroughLoginPage(page, email, demoPassword);
  await expect(page).toHaveURL(/\/(dashboard|staff)$/);
  return page;
}

test('a visitor opening a custom page is asked to sign in, then sees it', async ({ page }) => {
  await page.goto('/custom/PoolPass');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcustom%2FPoolPass$/);
  await expect(page.getByText('Loading your communities…')).toHaveCount(0);
  await page.getByLabel('Email').fill('homeowner@example.com');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/custom\/PoolPass$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pool pass' })).toBeVisible();
});

test('the community’s own pages are in the menu', async ({ browser, sessions }) => {
  const page = await signedIn(browser, sessions, 'homeowner@example.com');
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community pages' })).toBeVisible();
  await page.getByRole('link', { name: 'Pool pass' }).click();
  await expect(page.getByText('Bring a photo ID.')).toBeVisible();
  await page.context().close();
});

test('outside links come from the configuration, open a new tab and say they leave the portal', async ({
  browser,
  sessions,
}) => {
  const page = await signedIn(browser, sessions, 'homeowner@example.com');
  await page.goto('/community/help');
  const help = page.getByRole('link', {
    name: /Visit the help center \(opens in a new tab, outside the portal\)/,
  });
  // HELP_CENTER_URL of the journeys' server (playwright.config.ts)
  await expect(help).toHaveAttribute('href', 'https://help.example.com/hc/portal');
  await expect(help).toHaveAttribute('target', '_blank');
  await expect(help).toHaveAttribute('rel', /noopener/);

  // the provider sign-in (CLICKPAY_LOGIN_URL) opens its own tab; the portal stays where it was
  await page.goto('/billing/manage-account');
  const provider = page.getByRole('region', { name: 'Payment provider accounts' });
  await expect(
    provider.getByText('Signing in opens ClickPay portal in a new tab, outside the portal.'),
  ).toBeVisible();
  const opened = page.context().waitForEvent('page');
  await provider.getByRole('button', { name: 'Sign in' }).click();
  const tab = await opened;
  await expect(tab).toHaveURL(/\/not-found\?handoff=/);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/billing\/manage-account$/);
  await page.context().close();
});

test('Auto-Draft on an account with online payments off says so calmly, with no form', async ({
  browser,
  sessions,
}) => {
  // chair@: a legacy Auto-Draft association, the account's online payments turned off
  const page = await signedIn(browser, sessions, 'chair@example.com');
  await page.goto('/billing/auto-draft');
  await expect(page.getByRole('heading', { level: 1, name: 'Auto-Draft' })).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: 'Online payments are off' });
  await expect(notice).toContainText(billingMessages.disabled);
  await expect(page.getByLabel('Routing number')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /could not|failed|Error ID/i })).toHaveCount(0);
  await page.context().close();
});

test('a scheduled payment stopped by removing its card is listed as stopped, out of the active list', async ({
  browser,
  sessions,
}) => {
  const page = await signedIn(browser, sessions, 'board@example.com');
  await page.goto('/billing');
  await addCardInDialog(page, 'Marcus Chen', '5555 5555 5555 4444');
  await page.getByLabel(/^Amount/).fill('17.00');
  await page.getByRole('radio', { name: 'Schedule for a later date' }).check();
  await page
    .getByLabel(/^Payment date/)
    .fill(new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10));
  await reviewAndConfirmPayment(page);
  await expect(page.getByRole('heading', { name: 'Payment scheduled' })).toBeVisible();

  await page.goto('/billing/manage-account');
  const scheduled = page.getByRole('list', { name: 'Scheduled one-time payments' });
  await expect(scheduled.getByRole('listitem').filter({ hasText: '$17.00 on' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Mastercard ending in 4444' }).first().click();
  await page
    .getByRole('dialog', { name: 'Remove payment method?' })
    .getByRole('button', { name: 'Remove' })
    .click();

  const stopped = page.getByRole('list', { name: 'Stopped payments' });
  await expect(stopped.getByRole('listitem').filter({ hasText: '$17.00 on' })).toContainText('Stopped:');
  await expect(scheduled.getByRole('listitem').filter({ hasText: '$17.00 on' })).toHaveCount(0);
  // nothing greyed out left to press
  await expect(stopped.getByRole('button')).toHaveCount(0);
  await page.context().close();
});
