import { formatInstantDate } from '@hoa/contracts/format';
import { apiPrefix, defaultServiceBases } from '@hoa/contracts/services';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { demoPassword, sidewaysOverflow, signInThroughLoginPage } from './fixtures';
import { expect, test } from './test';

// Issue 15: the owner (or staff acting as the owner) e-mails a one-time payment link to a payer, sees each
// link's state, and withdraws one; the withdrawn link no longer opens a payment.

// several screens, a second browser and a mailbox read each, on a shared 2-core machine: more than 30 s
test.describe.configure({ timeout: 120_000 });

// long and without a hyphen, like many real addresses: it must wrap rather than widen a phone's page
const payerAddress = (who: string) => `${who}${Date.now().toString(36)}.payer.of.harbor.pointe@example.net`;

/** Sends a link from the Payment links page and waits for the notice saying where it went. */
async function sendLink(page: Page, address: string) {
  await page.getByRole('textbox', { name: /^Payer’s e-mail address/ }).fill(address);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A payment link was sent' })).toHaveText(
    `A payment link was sent to ${address}. It works for 14 days, for one payment.`,
  );
}

/** Today as the page writes dates: "Nov 29, 2026" (the browser runs in this machine's time zone). */
const today = () => formatInstantDate(new Date());

/** The list entry of the links sent to an address. */
const linkTo = (page: Page, address: string) =>
  page
    .getByRole('list', { name: /^Payment links of .*, account / })
    .getByRole('listitem')
    .filter({ hasText: address });

/** Withdraws the (only) link to an address through the confirmation dialog. */
async function withdrawLink(page: Page, address: string) {
  await linkTo(page, address)
    .getByRole('button', { name: `Withdraw the link sent to ${address} on ${today()}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw payment link?' });
  await expect(dialog).toContainText('stops working at once');
  await dialog.getByRole('button', { name: 'Withdraw link' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'was withdrawn' })).toContainText(address);
  // the focus is on that outcome, not lost with the button that went away
  await expect(page.locator(':focus')).toContainText('was withdrawn');
  const item = linkTo(page, address);
  await expect(item.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(item).toContainText(/Withdrawn [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(item.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
}

test.describe('as the homeowner', () => {
  test.use({ signedInAs: 'homeowner' });

  test('send a payment link, find it in the demo mailbox, see it sent then opened, withdraw it', async ({
    page,
    browser,
  }) => {
    const payer = payerAddress('tenant');
    await page.goto('/billing');
    // the page is in the billing menu
    await page.getByRole('link', { name: 'Payment links' }).first().click();
    await expect(page).toHaveURL(/\/billing\/payment-links$/);
    await expect(page.getByRole('heading', { name: 'Payment links', level: 1 })).toBeVisible();

    await sendLink(page, payer);
    const item = linkTo(page, payer);
    await expect(item.getByText('Sent', { exact: true })).toBeVisible();
    await expect(item).toContainText(/Sent [A-Z][a-z]{2} \d{1,2}, \d{4} · Works until/);
    // the field is empty again for the next address
    await expect(page.getByRole('textbox', { name: /^Payer’s e-mail address/ })).toHaveValue('');
    // with a notice and a link listed: no axe violations, and no sideways scroll on a 320 px phone
    await expectNoAxeViolations(page);
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 320, height: 640 });
    // the frame lays itself out again for a phone after the resize: poll
    await expect.poll(() => sidewaysOverflow(page), { message: 'sideways scroll at 320 px' }).toBe(0);
    if (desktop) await page.setViewportSize(desktop);

    // the payer reads the e-mail in a browser of their own (the demo mailbox): it carries the one-time link
    const payerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const mailbox = await payerContext.newPage();
    await mailbox.goto(`/demo/mailbox?to=${encodeURIComponent(payer)}`);
    const mail = mailbox.getByRole('article', { name: /^Your payment link for / });
    await expect(mail).toHaveCount(1);
    await mail.getByText('Plain text').click();
    const text = (await mail.textContent()) ?? '';
    const link = /\/epay\/email\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(link, 'payment link in the e-mail').toBeDefined();

    // the payer opens it (the pay page exchanges the link for a session): the list says so
    const authenticate = () =>
      mailbox.request.post(`${defaultServiceBases.expressPay}${apiPrefix}/authenticate`, {
        data: { strategy: 'email', link },
      });
    expect((await authenticate()).status()).toBe(200);

    await page.reload();
    await expect(item.getByText('Opened', { exact: true })).toBeVisible();
    await expect(item).toContainText(`Opened ${today()} · Works until`);

    await withdrawLink(page, payer);
    // the withdrawn link is refused where a payer would use it
    const refused = await authenticate();
    expect(refused.status()).toBe(401);
    expect((await refused.json()).errorCode).toBe('EPAY_LINK_REVOKED');
    await payerContext.close();
  });

  test('a mistyped address is named at its field and nothing is sent', async ({ page }) => {
    await page.goto('/billing/payment-links');
    const field = page.getByRole('textbox', { name: /^Payer’s e-mail address/ });
    await field.fill('tenant at example');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'A payment link was sent' })).toHaveCount(0);
  });
});

test('staff acting as the homeowner send a link and see the same list', async ({ page }) => {
  // a staff sign-in and a hand-over besides
  test.setTimeout(120_000);
  const payer = payerAddress('relative');
  await signInThroughLoginPage(page, 'staff@example.com', demoPassword);
  await expect(page).toHaveURL(/\/staff$/, { timeout: 30_000 });
  await page.getByLabel('Search homeowners').fill('homeowner@example.com');
  await page.getByRole('button', { name: 'Act as Jordan Rivera' }).click();
  // the hand-over (/auth/jwt) is slow on a busy machine
  await expect(page.getByText('You are in mimic mode').first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/billing/payment-links');
  await expect(page.getByText('The e-mail says the management company sent it.')).toBeVisible();
  await sendLink(page, payer);
  await expect(linkTo(page, payer).getByText('Sent', { exact: true })).toBeVisible();
  await withdrawLink(page, payer);
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/staff$/);
});
