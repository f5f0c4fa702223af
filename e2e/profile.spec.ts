import { expectNoAxeViolations } from './a11y';
import { expect, test } from './test';

test.use({ signedInAs: 'homeowner' });

test('edit a phone number: the invalid one is refused at the field, the valid one is kept', async ({
  page,
}) => {
  await page.goto('/my/profile-settings');
  await expect(page.getByRole('heading', { name: 'Profile settings', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Mobile phone number' }).click();
  const form = page.getByRole('form', { name: 'Edit Mobile phone number' });
  const phone = form.getByLabel(/^Phone number/);
  await phone.fill('555-12');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Invalid phone number')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Phone number is required')).toBeVisible();

  // leaving with the edit unsaved asks first
  await page.getByRole('link', { name: 'Messages' }).first().click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/my\/profile-settings$/);

  await phone.fill('(410) 555-0199');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await page.reload();
  const contacts = page.getByRole('region', { name: 'Contact info' });
  await expect(contacts).toContainText('(410) 555-0199');
  await expect(contacts).not.toContainText('(410) 555-0142');
});

test('send a message and see it in the list', async ({ page }) => {
  await page.goto('/my/messages');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message is required')).toBeVisible();
  await page.getByLabel(/^Subject/).fill('Parking permit');
  await page.getByLabel(/^Message/).fill('May I have a second parking permit for a guest?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/my\/messages\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Parking permit', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(
    'May I have a second parking permit for a guest?',
  );
  await page.getByRole('link', { name: '← All messages' }).click();
  await expect(page.getByRole('link', { name: 'Parking permit' })).toBeVisible();
});

test('a message that fails to send says so and keeps the text', async ({ page }) => {
  await page.route('**/svc/users/api/Messages', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
      : route.fallback(),
  );
  await page.goto('/my/messages');
  await page.getByLabel(/^Subject/).fill('Trash pickup');
  await page.getByLabel(/^Message/).fill('Is trash pickup moved for the holiday?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Message failed to send.' })).toBeVisible();
  await expect(page.getByLabel(/^Message/)).toHaveValue('Is trash pickup moved for the holiday?');
  await expect(page).toHaveURL(/\/my\/messages$/);
});

test('the profile, directory and messages pages pass an axe WCAG 2.2 AA scan', async ({ page }) => {
  // three full axe scans: 9 s on a quiet machine, 25 s on a busy one, past the default 30 s limit
  test.slow();
  await page.goto('/my/profile-settings');
  await expect(page.getByRole('region', { name: 'Contact info' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save preferences' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/community/directory');
  await expect(page.getByRole('table', { name: 'Directory' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Directory' })).toContainText('Jordan Rivera');
  await expectNoAxeViolations(page);

  await page.goto('/my/messages');
  // the newest conversation: other journeys (running beside this one) start conversations of their own
  const first = page.getByRole('region', { name: 'Conversations' }).getByRole('link').first();
  await expect(first).toBeVisible();
  const subject = (await first.textContent()) ?? '';
  await expectNoAxeViolations(page);

  await first.click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
