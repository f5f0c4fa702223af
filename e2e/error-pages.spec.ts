import { expect, test } from './test';

test.use({ signedInAs: 'homeowner' });

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/some/unknown/path?q=1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('No route matches URL')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the server-error page says exactly what the spec says', async ({ page }) => {
  await page.goto('/server-error');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Server Error: We apologize. There was an error from the server. You might need to try again later.',
  );
});

test('an unknown API path answers 404 in the spec error body, never the SPA', async ({ request }) => {
  const response = await request.get('/svc/users/api/NoSuchCall');
  expect(response.status()).toBe(404);
  const body = await response.json();
  expect(body).toMatchObject({ errorCode: 'NOT_FOUND', message: 'No route matches URL' });
  expect(typeof body.errorId).toBe('string');
});
