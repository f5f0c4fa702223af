import { expectErrorToast } from './fixtures';
import { expect, test } from './test';

test.use({ signedInAs: 'homeowner' });

const previewPath = '/document/1/999/preview';
const documentCall = '**/svc/associations/api/associations/1/Documents/999';

test('a real 4xx from the server becomes a toast with its text and Error ID', async ({ page }) => {
  const answered = page.waitForResponse((r) => r.url().includes('/svc/associations/api/'));
  await page.goto(previewPath);
  const response = await answered;
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
  const body = await response.json();
  const toast = await expectErrorToast(page, [`Error ID: ${body.errorId}`]);
  await expect(toast).toContainText(body.detail ?? body.message);
  await expect(page.getByText('This document could not be loaded.')).toBeVisible();
});

test('a 5xx becomes the spec toast with its error code', async ({ page }) => {
  await page.route(documentCall, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        errorCode: 'INTERNAL',
        errorId: 'e-500',
        message: 'Internal Server Error',
        title: 'x',
      }),
    }),
  );
  await page.goto(previewPath);
  await expectErrorToast(page, [
    'We have encountered an error and could not complete your request.',
    'Please report your problem and mention the error code below.',
    'Error Code: INTERNAL',
  ]);
});

test('a 5xx without a code shows the default FE001', async ({ page }) => {
  await page.route(documentCall, (route) => route.fulfill({ status: 502, body: '' }));
  await page.goto(previewPath);
  await expectErrorToast(page, [
    'We have encountered an error and could not complete your request.',
    'Error Code: FE001',
  ]);
});

test('a network failure is reported as Network Error', async ({ page }) => {
  await page.route(documentCall, (route) => route.abort('connectionrefused'));
  await page.goto(previewPath);
  await expectErrorToast(page, ['Network Error']);
});

test('PA037 sends the user to profile settings, the toast saying why', async ({ page }) => {
  await page.route(documentCall, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        errorCode: 'PA037',
        errorId: 'e-37',
        message: 'No primary e-mail',
        title: 'Bad Request',
      }),
    }),
  );
  await page.goto(previewPath);
  // SPEC §8: "The user is sent to profile settings to add one."
  await expect(page).toHaveURL(/\/my\/profile-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
  const toast = await expectErrorToast(page, ['Error ID: e-37']);
  await expect(toast).toContainText('primary e-mail');
  await expect(toast.getByRole('link', { name: 'Go to profile settings' })).toBeVisible();
});

test.describe('with an expired session', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a 401 logs out and goes to /login', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(
          'hoa.session',
          JSON.stringify({ token: 'expired', portalToken: 'p', epayToken: null }),
        );
      }
    });
    await page.route(documentCall, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          errorCode: 'UNAUTHORIZED',
          errorId: 'e-401',
          message: 'Unauthorized',
          title: 'x',
        }),
      }),
    );
    await page.goto(previewPath);
    await expect(page).toHaveURL(/\/login(\?|$)/);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('hoa.session') ?? '{}'));
    expect(session.token ?? null).toBeNull();
  });
});
