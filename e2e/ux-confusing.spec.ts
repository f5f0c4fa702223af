import { communityMessages } from '@hoa/contracts/community';
import { demoPassword, signInThroughLoginPage } from './fixtures';
import { expect, test } from './test';

// What a new user tripped over (issue 13, "Confusing"), each as the person would notice it.

/** A local calendar date some days from today, as the date input wants it. */
function dateInDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('staff land in the staff area, not on an empty homeowner dashboard; counts read naturally', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Homeowner search' })).toBeVisible();
    await expect(page.getByText('No property chosen')).toHaveCount(0);
    await page.getByLabel('Search homeowners').fill('homeowner@example.com');
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 homeowner found');
  });
});

test.describe('homeowner', () => {
  test.use({ signedInAs: 'homeowner' });

  test('a reservation mistake is shown at its field, in plain words, without an error id', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/community/new-request');
    await page.getByRole('radio', { name: 'Reservation request' }).check();
    await page.getByLabel('Amenity').selectOption({ label: 'Tennis court (7:00 AM–9:00 PM)' });
    await page.getByLabel('Date').fill(dateInDays(-3));
    await page.getByLabel('Start time').fill('10:00');
    await page.getByLabel('End time').fill('11:00');
    await page.getByRole('button', { name: 'Submit request' }).click();
    const date = page.getByLabel('Date');
    await expect(date).toHaveAccessibleDescription(new RegExp(communityMessages.dateInPast));
    await expect(page.getByText(/Error ID/)).toHaveCount(0);

    await date.fill(dateInDays(5));
    await page.getByLabel('Start time').fill('05:00');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByLabel('Start time')).toHaveAccessibleDescription(
      /This amenity can be reserved between 7:00 AM and 9:00 PM\./,
    );
    await expect(page.getByText(/Error ID/)).toHaveCount(0);
  });

  test('a month-view event opens to show its time and details; list view does not repeat "Your reservation"', async ({
    page,
  }) => {
    await page.goto('/community/calendar?view=month');
    await expect(page.getByRole('status', { name: 'Loading the calendar…' })).toHaveCount(0);
    const event = page.getByRole('table').getByRole('button').first();
    await expect(event).toBeVisible();
    const title = (await event.locator('span').nth(1).textContent()) ?? '';
    await event.click();
    const details = page.getByRole('dialog', { name: title.trim() });
    await expect(details).toBeVisible();
    await expect(details).toContainText(/(AM|PM|All day)/);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await page.goto('/community/calendar?view=list');
    await expect(page.getByRole('status', { name: 'Loading the calendar…' })).toHaveCount(0);
    await expect(page.getByText('Your reservation · Your reservation')).toHaveCount(0);
  });

  test('a record that does not exist says so, without a Try again that cannot help', async ({ page }) => {
    await page.goto('/community/requests?id=999999');
    const notFound = page.getByRole('alert').filter({ hasText: 'Not found' });
    await expect(notFound).toContainText('This record does not exist');
    await expect(notFound).not.toContainText('Error ID');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
});

test('asking for a second passcode too soon says only to wait, not that a code was sent', async ({
  page,
}) => {
  // a demo user no other journey asks a code for (the resend wait is per account, across journeys)
  const email = 'chair@example.com';
  await page.goto('/login');
  await page.getByRole('button', { name: 'Email me a one-time code instead' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  await page.getByRole('button', { name: 'Use another email' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText(/Please wait before requesting another code/)).toBeVisible();
  await expect(page.getByText(/We sent a 6-digit code/)).toHaveCount(0);
});

test('an owner of several properties sees the requests of the chosen property, with their association', async ({
  page,
}) => {
  test.slow();
  await signInThroughLoginPage(page, 'owner2@example.com', demoPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  const chooseProperty = async (accountNumber: string) => {
    await page.getByRole('button', { name: /^Property/ }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a property' });
    await chooser.getByRole('button', { name: new RegExp(accountNumber) }).click();
    await expect(chooser).toBeHidden();
  };
  // a request for the Meadowbrook property…
  await chooseProperty('MC00001');
  const subject = `Side gate code ${Date.now()}`;
  await page.goto('/community/new-request');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Description').fill('The side gate code no longer opens the gate.');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page).toHaveURL(/\/community\/requests\?id=\d+$/);

  await page.goto('/community/requests');
  const table = page.getByRole('table', { name: /^Your requests for .+, newest first$/ });
  await expect(table.getByRole('columnheader', { name: 'Association' })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Meadowbrook Commons HOA');

  // …is not among the Harbor Pointe property's (a fresh load: nothing of the other property's list is left)
  await chooseProperty('HP00002');
  await page.goto('/community/requests');
  await expect(
    table.or(page.getByText('You have not submitted any requests for this property yet.')),
  ).toBeVisible();
  await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
  await expect(page.getByText(subject)).toHaveCount(0);
});
