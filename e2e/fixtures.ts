import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

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
