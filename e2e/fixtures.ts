import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const demoPassword = 'portal-demo';

/** Stored browser state of a signed-in demo user (written by auth.setup.ts, inside the run's data folder). */
export const authFile = (user: 'homeowner' | 'staff') =>
  join(process.env.E2E_DATA_DIR ?? '.', `auth-${user}.json`);

export async function signInThroughLoginPage(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The error toast (SPEC §8) is a role="alert" notification; returns it once visible. */
export async function expectErrorToast(page: Page, lines: (string | RegExp)[]) {
  const toast = page.getByRole('alert').filter({ hasText: lines[0] as string | RegExp });
  await expect(toast).toBeVisible();
  for (const line of lines) await expect(toast).toContainText(line);
  return toast;
}

/** Every internal link on the page (href starting with a single slash). */
export async function internalHrefs(page: Page): Promise<string[]> {
  return page
    .locator('a[href^="/"]')
    .evaluateAll((anchors) =>
      anchors.map((a) => a.getAttribute('href') ?? '').filter((href) => !href.startsWith('//')),
    );
}
