import { demoPassword, signInThroughLoginPage } from './fixtures';
import { expect, test } from './test';

test('wrong credentials show the spec messages at the form', async ({ page }) => {
  await signInThroughLoginPage(page, 'homeowner@example.com', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Invalid password');
  await signInThroughLoginPage(page, 'nobody@example.com', demoPassword);
  await expect(page.getByRole('alert')).toContainText('No account found');
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty login form names each missing field', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email required')).toBeVisible();
  await expect(page.getByText('Password required')).toBeVisible();
});

test('a guarded page sends a visitor to log in and back again', async ({ page }) => {
  await page.goto('/billing?x=1');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByLabel('Email').fill('board@example.com');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/billing\?x=1$/);
  // a board member sees the board area in the navigation
  await expect(page.getByRole('link', { name: 'ARC requests' })).toBeVisible();
});

test('a one-time passcode from the demo mailbox signs in', async ({ page }) => {
  const email = 'owner2@example.com';
  await page.goto('/login');
  await page.getByRole('button', { name: 'Email me a one-time code instead' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();

  // the demo mailbox page shows the mail the embedded demo keeps instead of sending
  const mailbox = await page.context().newPage();
  await mailbox.goto(`/demo/mailbox?to=${encodeURIComponent(email)}`);
  const subject = mailbox
    .getByRole('article')
    .first()
    .getByText(/^Your verification code: \d{6}$/);
  const code = /(\d{6})/.exec((await subject.textContent()) ?? '')?.[1];
  expect(code, 'passcode e-mail in the demo mailbox').toBeDefined();
  await mailbox.close();

  await page.getByLabel('Verification code').fill('000000' === code ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('The verification code you entered is incorrect.');

  await page.getByLabel('Verification code').fill(`${code?.slice(0, 3)} ${code?.slice(3)}`);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logging out ends the session', async ({ page }) => {
  await signInThroughLoginPage(page, 'chair@example.com', demoPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/logout');
  await expect(page.getByText('You have been logged out')).toBeVisible();
  await page.goto('/billing');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
});

test('sign-up names each missing field with the spec messages', async ({ page }) => {
  await page.goto('/create-account');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Email required')).toBeVisible();
  await expect(page.getByText('Password required')).toHaveCount(2);
});

test('sign-up by account number finishes with the code sent to the address on file', async ({ page }) => {
  test.setTimeout(90_000); // the captcha is a proof of work
  const email = `new-login-${Date.now()}@example.org`;
  await page.goto('/create-account');
  // HP00001 is the demo homeowner's home; its address on file is homeowner@example.com
  await page.getByRole('textbox', { name: 'Account number' }).fill('HP00001');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret-6');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('secret-6');
  // as a person does: the label (the widget's check mark covers its box)
  await page.getByText("I'm not a robot", { exact: true }).click();
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  // the address is named without being given away
  await expect(page.getByText(/We sent a verification code to h\*\*\*@e\*\*\*\.com/)).toBeVisible();

  const mailbox = await page.context().newPage();
  await mailbox.goto(`/demo/mailbox?to=${encodeURIComponent('homeowner@example.com')}`);
  const subject = mailbox
    .getByRole('article')
    .getByText(/^Your sign-up code: \d{6}$/)
    .first();
  const code = /(\d{6})/.exec((await subject.textContent()) ?? '')?.[1];
  expect(code, 'sign-up code in the demo mailbox').toBeDefined();
  await mailbox.close();

  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The verification code you entered is incorrect.')).toBeVisible();
  await page.getByLabel('Verification code').fill(code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('staff', () => {
  test('staff act as a homeowner in mimic mode and every page says so', async ({ page }) => {
    // a sign-in, a hand-over, an exit back to the staff session and a reload: more than 30 s when busy
    test.setTimeout(90_000);
    // a sign-in of its own, so the journeys sharing the stored staff sign-in never meet a mimic session
    await signInThroughLoginPage(page, 'staff@example.com', demoPassword);
    await expect(page).toHaveURL(/\/staff$/);
    await page.getByLabel('Search homeowners').fill('homeowner@example.com');
    const actAs = page.getByRole('button', { name: /^Act as / }).first();
    await expect(actAs).toBeVisible();
    await actAs.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('You are in mimic mode').first()).toBeVisible();
    await page.goto('/billing');
    await expect(page.getByText('You are in mimic mode').first()).toBeVisible();

    const ended = page.waitForResponse(
      (r) => r.url().endsWith('/Staff/Mimic') && r.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Exit' }).click();
    expect((await ended).status()).toBe(204);
    // back in the staff area, still signed in as staff, even after a reload
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { name: 'Homeowner search', level: 1 })).toBeVisible();
    await expect(page.getByText('You are in mimic mode')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Homeowner search', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Homeowner messages' })).toBeVisible();
  });
});
