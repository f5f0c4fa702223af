import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './test';

// Express pay (issue 15): the demo homeowner e-mails a one-time link to a payer, who pays without signing
// in. The journeys pay a little ($10 to $12) so the homeowner's other journeys still find money to pay.
test.describe.configure({ timeout: 90_000 });
test.use({ signedInAs: 'homeowner' });

const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The homeowner sends a one-time link to `email`; the link is read from the demo mailbox. */
async function emailedLink(owner: Page, request: APIRequestContext, email: string): Promise<string> {
  await owner.goto('/dashboard');
  const token = await owner.evaluate(() => JSON.parse(localStorage.getItem('hoa.session') ?? '{}').token);
  const auth = { Authorization: `Bearer ${token}` };
  const accounts = await request.get(`${base()}/svc/payments/api/Account?portalEnabled=true`, {
    headers: auth,
  });
  const { accounts: list } = (await accounts.json()) as { accounts: { subLedgerId: number }[] };
  const sent = await request.post(
    `${base()}/svc/payments/api/Account/${list[0]?.subLedgerId}/CheckoutLinks`,
    {
      headers: auth,
      data: { email },
    },
  );
  expect(sent.status(), await sent.text()).toBe(201);
  const mailbox = await request.get(`${base()}/api/demo/mailbox?to=${encodeURIComponent(email)}`);
  const link = /https?:\/\/[^\s"<>\\]+\/(epay\/email\/[A-Za-z0-9_-]{43})/.exec(await mailbox.text())?.[1];
  expect(link, 'the e-mail holds a payment link').toBeTruthy();
  return `/${link}`;
}

/** A browser of someone who has never signed in here. */
async function stranger(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: base(), viewport: { width, height: 900 } });
  return context.newPage();
}

/** Opens the link; when the balance is already paid, pays what comes due instead. Then the amount and method. */
async function chooseAmount(
  payer: Page,
  link: string,
  amount: string,
  method: 'Card' | 'Bank account (eCheck)',
  /** Runs once the account is shown (an accessibility scan of the first step). */
  check?: () => Promise<void>,
) {
  await payer.goto(link);
  const pay = payer.getByRole('heading', { name: 'Pay your association account' });
  const nothingDue = payer.getByRole('heading', { name: 'No payment is needed' });
  await expect(pay.or(nothingDue)).toBeVisible();
  if (await nothingDue.isVisible())
    await payer.getByRole('link', { name: 'Pay what is coming due now' }).click();
  await expect(payer.getByText(/^Account •+\d{4} · /)).toBeVisible();
  await check?.();
  await payer.getByRole('textbox', { name: 'Amount to pay' }).fill(amount);
  await payer.getByRole('radio', { name: method }).check();
  await payer.getByRole('button', { name: 'Continue' }).click();
  await expect(payer.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
}

/** Pay, answering the duplicate question (earlier journeys paid this account today) with Pay anyway. */
async function pay(payer: Page) {
  await payer.getByRole('button', { name: /^Pay \$/ }).click();
  const anyway = payer.getByRole('button', { name: 'Pay anyway' });
  const done = payer.getByRole('heading', { name: /^Payment (complete|submitted)$/ });
  const declined = payer.getByRole('alert').filter({ hasText: 'The payment was declined' });
  await expect(anyway.or(done).or(declined)).toBeVisible({ timeout: 20_000 });
  if (await anyway.isVisible()) await anyway.click();
}

test('a payer pays by card from an e-mailed link without signing in; the owner sees it; the link then refuses', async ({
  page,
  request,
  browser,
}) => {
  // a decline, a payment, a refusal and four accessibility scans: the slow-test limit
  test.slow();
  const link = await emailedLink(page, request, `card-payer-${Date.now()}@example.net`);
  const payer = await stranger(browser);
  await chooseAmount(payer, link, '10.00', 'Card', () => expectNoAxeViolations(payer));
  await expectNoAxeViolations(payer);
  // the fee of each method is shown before anything is charged
  await expect(payer.getByRole('table', { name: 'This payment' })).toContainText('Processing fee');
  await expect(payer.getByText(/^By bank account instead: \$\d+\.\d\d fee/)).toBeVisible();

  // a card whose charge is declined: said plainly, nothing charged, the details can be changed
  await payer.getByRole('textbox', { name: 'Name on card' }).fill('Tess Tenant');
  await payer.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0341');
  await payer.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/30');
  await payer.getByRole('textbox', { name: 'Security code' }).fill('123');
  await payer.getByRole('checkbox', { name: /accept the payment disclosures/ }).check();
  await pay(payer);
  await expect(payer.getByRole('alert').filter({ hasText: 'The payment was declined' })).toContainText(
    'Nothing was charged',
  );

  await payer.getByRole('textbox', { name: 'Card number' }).fill('6011 1111 1111 1117');
  await payer.getByRole('textbox', { name: 'E-mail for your receipt (optional)' }).fill('tess@example.net');
  await pay(payer);
  await expect(payer.getByRole('heading', { name: 'Payment complete' })).toBeVisible({ timeout: 20_000 });
  await expect(payer).toHaveURL(/\/confirmation$/);
  const confirmation = (await payer.getByText(/^Confirmation number: /).textContent())?.replace(
    'Confirmation number: ',
    '',
  );
  expect(confirmation).toMatch(/^PMT-\d{8}$/);
  await expect(payer.getByRole('table', { name: 'Payment details' })).toContainText(
    'Discover ending in 1117',
  );
  await expect(payer.getByText('A receipt has been e-mailed to tess@example.net.')).toBeVisible();
  await expect(payer.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expectNoAxeViolations(payer);

  // the one-time link is spent: a second use is refused with its page, and a new link can be asked for
  await payer.goto(link);
  await expect(payer.getByRole('heading', { name: 'This payment link has been used' })).toBeVisible();
  await payer.getByRole('button', { name: 'E-mail me a new link' }).click();
  await expect(payer.getByRole('status')).toContainText('If this link belongs to an account');
  await expectNoAxeViolations(payer);

  // the owner sees the payment in the account's recent payments, as made through a payment link
  await page.goto('/billing/account-overview');
  const row = page
    .getByRole('table', { name: 'Recent payments' })
    .getByRole('row')
    .filter({
      hasText: confirmation as string,
    });
  await expect(row).toContainText('Payment link');
  await expect(row).toContainText('Discover ending in 1117');
  // and in the account's ledger, posted as an express payment
  await page.goto('/billing/account-history');
  await expect(page.getByRole('cell', { name: /Express payment/ }).first()).toBeVisible();
});

test('a payer pays by bank account; it is submitted and the ACH authorization is shown', async ({
  page,
  request,
  browser,
}) => {
  const link = await emailedLink(page, request, `bank-payer-${Date.now()}@example.net`);
  // on a 320 px phone: nothing scrolls sideways
  const payer = await stranger(browser, 320);
  const noSidewaysScroll = async () =>
    expect(await payer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await chooseAmount(payer, link, '12.00', 'Bank account (eCheck)');
  await expect(payer.getByRole('region', { name: 'Bank payment authorization' })).toBeVisible();
  await payer.getByRole('textbox', { name: 'Account holder name' }).fill('Tess Tenant');
  await payer.getByRole('textbox', { name: 'Routing number' }).fill('110000000');
  await payer.getByRole('textbox', { name: 'Account number', exact: true }).fill('000123456789');
  await payer.getByRole('textbox', { name: 'Confirm account number' }).fill('000123456789');
  // not without accepting the terms
  await payer.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(payer.getByText('Please read and accept the payment terms before you pay.')).toBeVisible();
  await noSidewaysScroll();
  await expectNoAxeViolations(payer);
  await payer.getByRole('checkbox', { name: /authorize this one bank debit/ }).check();
  await pay(payer);
  await expect(payer.getByRole('heading', { name: 'Payment submitted' })).toBeVisible({ timeout: 20_000 });
  await expect(payer.getByRole('table', { name: 'Payment details' })).toContainText('$12.00');
  await noSidewaysScroll();
});

test('a tampered or malformed link says it does not work, and charges nothing', async ({ browser }) => {
  const payer = await stranger(browser);
  await payer.goto(`/epay/email/${'x'.repeat(43)}`);
  await expect(payer.getByRole('heading', { name: 'This payment link does not work' })).toBeVisible();
  await expect(payer.getByText('Check that the whole link was copied')).toBeVisible();
  await expect(payer.getByRole('button', { name: 'E-mail me a new link' })).toHaveCount(0);
  await expectNoAxeViolations(payer);
  await payer.goto('/epay/email/too-short');
  await expect(payer.getByRole('heading', { name: 'This payment link does not work' })).toBeVisible();
});

test.describe('an account with nothing due', () => {
  // the demo board member's own home (Meadowbrook Commons) owes nothing
  test.use({ signedInAs: 'board' });

  test('its link says no payment is needed, with what comes due', async ({ page, request, browser }) => {
    const link = await emailedLink(page, request, `nothing-due-${Date.now()}@example.net`);
    const payer = await stranger(browser);
    await payer.goto(link);
    await expect(payer.getByRole('heading', { name: 'No payment is needed' })).toBeVisible();
    await expect(payer).toHaveURL(/\/no-payment-needed$/);
    await expect(payer.getByText(/^No balance due$|^Credit \$/)).toBeVisible();
    await expectNoAxeViolations(payer);
  });
});
