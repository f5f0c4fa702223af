import { expect, test } from './test';

test.use({ signedInAs: 'homeowner' });

test('a legacy payment link lands on billing with its query string', async ({ page }) => {
  await page.goto('/Homeowner_v2/MakePayment?x=1');
  await expect(page).toHaveURL(/\/billing\?x=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the server answers a legacy URL with a 301 before any JavaScript', async ({ request }) => {
  const response = await request.get('/homeowner_v2/messages/42?a=1&a=2', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/my/messages/42?a=1&a=2');
});

test('board and home legacy links reach their pages', async ({ page }) => {
  await page.goto('/Board_v2/ActionItems_Violations');
  await expect(page).toHaveURL(/\/board\/violations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Violations' })).toBeVisible();
  await page.goto('/Home_v2/Login');
  await expect(page).toHaveURL(/\/login$/);
});
