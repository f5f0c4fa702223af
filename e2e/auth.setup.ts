import { expect, test as setup } from '@playwright/test';
import { authFile, demoPassword, signInThroughLoginPage } from './fixtures';

// Each demo user signs in once through the real login page; journeys reuse the stored session, which
// keeps the run under the login rate limits.
for (const user of ['homeowner', 'staff'] as const) {
  setup(`sign in as ${user}`, async ({ page }) => {
    await signInThroughLoginPage(page, `${user}@example.com`, demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().storageState({ path: authFile(user) });
  });
}
