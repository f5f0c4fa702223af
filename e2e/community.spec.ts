import { communityMessages } from '@hoa/contracts/community';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './test';

test.use({ signedInAs: 'homeowner' });

/** A local calendar date some days ahead, as the date input wants it. */
function dateInDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function requestTennis(page: Page, date: string) {
  await page.goto('/community/new-request');
  await page.getByRole('radio', { name: 'Reservation request' }).check();
  await page.getByLabel('Amenity').selectOption({ label: 'Tennis court (7:00 AM–9:00 PM)' });
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Start time').fill('19:00');
  await page.getByLabel('End time').fill('20:30');
  await page.getByRole('button', { name: 'Submit request' }).click();
}

test('submit a reservation request, see it on the dashboard; the same slot again is refused', async ({
  page,
}) => {
  // two submissions and the dashboard: more than the default 30 s on a busy 2-core machine
  test.slow();
  const date = dateInDays(27);
  await requestTennis(page, date);
  await expect(page).toHaveURL(/\/community\/requests\?id=\d+$/);
  const detail = page.getByRole('article');
  await expect(
    detail.getByRole('heading', { name: new RegExp(`Reservation: Tennis court on ${date}`) }),
  ).toBeVisible();
  await expect(detail.getByText('Tentative').first()).toBeVisible();
  await expect(detail.getByText('Submitted').first()).toBeVisible();

  await page.goto('/dashboard');
  const reservations = page.getByRole('region', { name: 'Reservations' });
  await expect(reservations.getByRole('link', { name: new RegExp(`Tennis court on ${date}`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' }).getByTestId('dashboard-balance')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current property' })).toContainText('Harbor Pointe');

  await requestTennis(page, date);
  await expect(page.getByRole('alert').filter({ hasText: 'The request was not submitted' })).toContainText(
    communityMessages.reservationConflict,
  );
});

test('post a message on a request and read its status history', async ({ page }) => {
  await page.goto('/community/requests');
  await page.getByRole('link', { name: 'Extra parking pass' }).click();
  const detail = page.getByRole('article');
  await expect(detail.getByRole('heading', { name: 'Status history' })).toBeVisible();
  await expect(detail.getByText('Approved. Thank you for checking with us first.')).toBeVisible();
  await detail.getByRole('button', { name: 'Send message' }).click();
  await expect(detail.getByText('Message is required')).toBeVisible();
  await detail.getByRole('textbox', { name: 'Message' }).fill('Can I pick it up on Friday?');
  await detail.getByRole('button', { name: 'Send message' }).click();
  await expect(detail.getByText('Can I pick it up on Friday?')).toBeVisible();
  await expect(detail.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test('a failing requests read fails only its dashboard widget, with the Error ID and Try Again', async ({
  page,
}) => {
  let failing = true;
  // only the recent-requests widget's read fails; the reservations widget has a read of its own
  await page.route(/\/svc\/action-items\/api\/HomeownerRequests\?.*kind=general/, (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            errorCode: 'SERVICE_UNAVAILABLE',
            errorId: 'e2e-requests-widget',
            message: 'Service Unavailable',
            title: 'Service Unavailable',
          }),
        })
      : route.continue(),
  );
  await page.goto('/dashboard');
  const requests = page.getByRole('region', { name: 'Recent requests' });
  // 5xx reads are retried with back-off (1 s, 2 s, 4 s) before the widget gives up
  await expect(requests.getByText(communityMessages.requestsLoadFailed)).toBeVisible({ timeout: 20_000 });
  await expect(requests.getByText('Error ID: e2e-requests-widget')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' }).getByTestId('dashboard-balance')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current property' })).toContainText('HP00001');
  const reservations = page.getByRole('region', { name: 'Reservations' });
  await expect(reservations.getByRole('link').first()).toBeVisible();
  await expect(reservations.getByText(communityMessages.requestsLoadFailed)).toBeHidden();
  failing = false;
  await requests.getByRole('button', { name: 'Try Again' }).click();
  await expect(requests.getByRole('link', { name: 'Streetlight out on Mariners Way' })).toBeVisible();
});

test('search the FAQ; an unknown custom page says so', async ({ page }) => {
  await page.goto('/community/faq');
  await page.getByLabel('Search questions').fill('pool hours');
  await expect(page.getByRole('button', { name: 'What are the pool hours?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'When are assessments due?' })).toBeHidden();
  await page.getByLabel('Search questions').fill('zebra crossing');
  await expect(page.getByText(communityMessages.noFaqMatches)).toBeVisible();

  await page.goto('/custom/NoSuchPage');
  await expect(page.getByText(communityMessages.customPageNotFound)).toBeVisible();
});

test("a bare legacy Custom_v2 address lands on the list of the community's own pages", async ({ page }) => {
  await page.goto('/Custom_v2');
  await expect(page).toHaveURL(/\/custom$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community pages' })).toBeVisible();
  await page.getByRole('link', { name: 'Pool pass' }).click();
  await expect(page).toHaveURL(/\/custom\/PoolPass$/);
  await expect(page.getByText('Bring a photo ID.')).toBeVisible();
});

// Every route's first view is scanned by a11y-every-route.spec.ts; these are the states it does not reach.
test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test('the calendar in its week and list views', async ({ page }) => {
    for (const view of ['week', 'list'] as const) {
      await page.goto(`/community/calendar?view=${view}`);
      await expect(page.getByRole('heading', { name: 'Community calendar' })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading the calendar…' })).toHaveCount(0);
      await expect(page.getByText(/Yoga on the lawn/).first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('a request opened from My requests, with its status history', async ({ page }) => {
    await page.goto('/community/requests?id=13');
    await expect(page.getByRole('heading', { name: 'My requests', level: 1 })).toBeVisible();
    await expect(page.getByText('Status history').first()).toBeVisible();
    await expect(page.locator('[role="status"][aria-label^="Loading"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
