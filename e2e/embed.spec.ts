import { internalHrefs } from './fixtures';
import { expect, test } from './test';

test.use({ signedInAs: 'homeowner' });

test('inside /embed every internal link keeps the /embed prefix', async ({ page }) => {
  await page.goto('/embed/billing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hrefs = await internalHrefs(page);
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) expect(href, href).toMatch(/^\/embed(\/|$)/);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Directory' }).click();
  await expect(page).toHaveURL(/\/embed\/community\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the standalone layout links without the prefix', async ({ page }) => {
  await page.goto('/billing');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hrefs = await internalHrefs(page);
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) expect(href, href).not.toMatch(/^\/embed/);
});

test('frame-ancestors lets the portal be framed by its own origin and refuses others', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get('/embed/billing');
  expect(response.headers()['content-security-policy'] ?? '').toContain("frame-ancestors 'self'");
  expect(response.headers()['x-frame-options']).toBeUndefined();

  const framed = (parent: string) =>
    page.goto(`${parent}/server-error`).then(() =>
      page.evaluate((src) => {
        document.body.replaceChildren();
        const frame = document.createElement('iframe');
        frame.title = 'portal';
        frame.src = src;
        document.body.append(frame);
      }, `${baseURL}/embed/dashboard`),
    );

  await framed(baseURL as string);
  const frame = page.frameLocator('iframe[title="portal"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // localhost and 127.0.0.1 are different origins: the default allow-list ('self') must refuse it.
  await framed((baseURL as string).replace('127.0.0.1', 'localhost'));
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error://'))).toBe(true);
  await expect(frame.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
});

test.describe('embed single sign-on', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the handover address signs in inside an iframe and stays embedded', async ({
    page,
    request,
    baseURL,
  }) => {
    const login = await request.post('/svc/users/api/Users/Authenticate', {
      data: { userName: 'staff@example.com', password: 'portal-demo' },
    });
    const staffToken = ((await login.json()) as { token: string }).token;
    const search = await request.get('/svc/users/api/Staff/Homeowners?search=homeowner@example.com', {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    const [homeowner] = ((await search.json()) as { items: { userId: number }[] }).items;
    const mimic = await request.post('/svc/users/api/Staff/Mimic', {
      headers: { authorization: `Bearer ${staffToken}` },
      data: { userId: homeowner?.userId },
    });
    const { handoverUrl } = (await mimic.json()) as { handoverUrl: string };
    expect(handoverUrl).toMatch(/^\/auth\/jwt\?token=/);

    await page.goto('/server-error');
    await page.evaluate((src) => {
      document.body.replaceChildren();
      const frame = document.createElement('iframe');
      frame.title = 'portal';
      frame.src = src;
      frame.style.width = '1000px';
      frame.style.height = '700px';
      document.body.append(frame);
    }, `${baseURL}/embed${handoverUrl}`);
    const frame = page.frameLocator('iframe[title="portal"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(frame.getByText('You are in mimic mode').first()).toBeVisible();
    const frameUrl =
      page
        .frames()
        .find((f) => f.url().includes('/embed/'))
        ?.url() ?? '';
    expect(frameUrl).toMatch(/\/embed\/dashboard$/);
  });
});
