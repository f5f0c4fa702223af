import { expect, test as setup } from '@playwright/test';
import { authFile, demoPassword, signInThroughLoginPage } from './fixtures';

// Each demo user signs in once through the real login page. Journeys start from the stored state with
// a session of their own (test.ts): sharing these tokens would go stale after the access token's life.
for (const user of ['homeowner', 'staff', 'board', 'chair'] as const) {
  setup(`sign in as ${user}`, async ({ page }) => {
    await signInThroughLoginPage(page, `${user}@example.com`, demoPassword);
    // staff land in the staff area, homeowners on the dashboard
    // the run's first sign-ins meet a cold server (password hashing, first page chunks): more than 10 s when busy
    await expect(page).toHaveURL(user === 'staff' ? /\/staff$/ : /\/dashboard$/, { timeout: 30_000 });
    await page.context().storageState({ path: authFile(user) });
  });
}
