import { onBehalfText } from '@hoa/contracts/messages';
import { expectNoAxeViolations } from './a11y';
import { demoPassword, signInThroughLoginPage } from './fixtures';
import { expect, test } from './test';

// a staff sign-in, a hand-over, two edits, an exit, a second browser and an axe scan on a shared machine
test.describe.configure({ timeout: 150_000 });

const sentByStaff = onBehalfText('Sam Taylor', 'Jordan Rivera');

test('what staff do as a homeowner is shown as theirs, and the audit log shows what changed', async ({
  page,
  browser,
  sessions,
}) => {
  const subject = `Gate remote ${Date.now().toString(36)}`;
  // a sign-in of its own, so the journeys sharing the stored staff sign-in never meet a mimic session
  await signInThroughLoginPage(page, 'staff@example.com', demoPassword);
  // staff are moved on from the dashboard once /Security has answered: slow on a busy machine
  await expect(page).toHaveURL(/\/staff$/, { timeout: 30_000 });
  await page.getByLabel('Search homeowners').fill('homeowner@example.com');
  const actAs = page.getByRole('button', { name: 'Act as Jordan Rivera' });
  await expect(actAs).toBeVisible();
  await actAs.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('You are in mimic mode').first()).toBeVisible();

  // a message sent as the homeowner says who sent it
  await page.goto('/my/messages');
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByLabel(/^Message/).fill('Please mail a new gate remote.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/my\/messages\/\d+$/);
  const conversationPath = new URL(page.url()).pathname;
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(sentByStaff);

  // a phone number changed as the homeowner
  await page.goto('/my/profile-settings');
  await page.getByRole('button', { name: 'Edit Mobile phone number' }).click();
  const form = page.getByRole('form', { name: 'Edit Mobile phone number' });
  await form.getByLabel(/^Phone number/).fill('(410) 555-0177');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const ended = page.waitForResponse(
    (r) => r.url().endsWith('/Staff/Mimic') && r.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Exit' }).click();
  expect((await ended).status()).toBe(204);
  await expect(page).toHaveURL(/\/staff$/);

  // the homeowner sees staff sent it on their behalf
  const homeownerContext = await browser.newContext({ storageState: await sessions.storageFor('homeowner') });
  const homeowner = await homeownerContext.newPage();
  await homeowner.goto(conversationPath);
  await expect(homeowner.getByRole('heading', { name: subject })).toBeVisible();
  await expect(homeowner.getByRole('list', { name: 'Messages' })).toContainText(sentByStaff);
  // not marked as their own words
  await expect(homeowner.getByRole('list', { name: 'Messages' })).not.toContainText('(you)');
  await homeownerContext.close();

  // so does the staff inbox, in the list and in the conversation
  await page.getByRole('link', { name: 'Homeowner messages' }).click();
  await page.getByLabel('Search messages').fill(subject);
  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText(sentByStaff);
  await row.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(sentByStaff);

  // the audit log, from the staff menu: who did what as whom, before and after
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/staff\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByLabel('Homeowner', { exact: true }).fill('rivera');
  await page.getByLabel('Staff member').selectOption({ label: 'Sam Taylor' });
  const entries = page.getByRole('region', { name: 'Audit log entries' });
  const sent = entries.getByRole('row').filter({ hasText: subject });
  await expect(sent).toContainText('Sam Taylor');
  await expect(sent).toContainText('Jordan Rivera');
  await expect(sent).toContainText('Added message');
  await expect(sent).toContainText(/message:\s*Please mail a new gate remote\./);
  const phone = entries.getByRole('row').filter({ hasText: 'Changed contact' }).first();
  await expect(phone).toContainText(/phone:\s*\(410\) 555-\d{4} → \(410\) 555-0177/);
  await expect(
    entries.getByRole('row').filter({ hasText: 'Began acting as the homeowner' }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // a range that ends before it starts is refused at the field
  await page.getByLabel('From', { exact: true }).fill('2026-11-25');
  await page.getByLabel('To', { exact: true }).fill('2026-11-20');
  await expect(page.getByText('The end date is before the start date')).toBeVisible();
});
