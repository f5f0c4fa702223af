import { join } from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const demoPassword = 'portal-demo';

/** The example host page (docs/embed-example.html) on another origin than the portal (playwright.config.ts). */
export const embedHostURL = () => `http://localhost:${process.env.E2E_HOST_PORT}`;

/** The demo users journeys start signed in as (test.ts), from the state auth.setup.ts stored. */
export type DemoUser = 'homeowner' | 'staff' | 'board' | 'chair';

/** Stored browser state of a signed-in demo user (written by auth.setup.ts, inside the run's data folder). */
export const authFile = (user: DemoUser) => join(process.env.E2E_DATA_DIR ?? '.', `auth-${user}.json`);

export async function signInThroughLoginPage(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Saves a card through the new-method dialog of the page (or of the portal inside a frame). */
export async function addCardInDialog(scope: Page | FrameLocator, name: string, number: string) {
  await scope.getByRole('button', { name: 'Add a card' }).click();
  const dialog = scope.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel(/^Name on card/).fill(name);
  await dialog.getByLabel(/^Card number/).fill(number);
  await dialog.getByLabel(/^Expiry date/).fill('12/30');
  await dialog.getByLabel(/^Security code/).fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
}

/** Reviews a one-time payment, answers the duplicate question with "continue" if it comes, and confirms. */
export async function reviewAndConfirmPayment(scope: Page | FrameLocator) {
  await scope.getByRole('button', { name: 'Review payment' }).click();
  const duplicate = scope.getByRole('button', { name: 'Yes, continue' });
  const confirm = scope
    .getByRole('dialog', { name: 'Confirm payment' })
    .getByRole('button', { name: 'Confirm payment' });
  await expect(duplicate.or(confirm)).toBeVisible();
  if (await duplicate.isVisible()) await duplicate.click();
  await confirm.click();
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

/** Marks the page's current headings, so that `nextPage` can tell the next page's from them. */
export async function markHeadings(page: Page) {
  await page.evaluate(() => {
    for (const heading of Array.from(document.querySelectorAll('h1')))
      heading.dataset.seen = heading.textContent ?? '';
  });
}

/**
 * Waits for a page other than the marked one: a heading that is new or says something else. False when
 * none comes (the app stayed on, or came back to, the same page).
 */
export async function nextPage(page: Page, timeout = 15_000): Promise<boolean> {
  try {
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('h1')).some(
          (heading) => heading.dataset.seen !== heading.textContent,
        ),
      null,
      { timeout },
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens `path` as a link inside the app does (history and popstate: the router renders it, nothing is
 * loaded again), and waits until the page changed; a blank tab, or an address that leaves the app on the
 * same heading, is loaded the ordinary way.
 */
export async function visitInApp(page: Page, path: string) {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  await markHeadings(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (!(await nextPage(page))) await page.goto(path);
}

/** How far the page reaches past the right edge of the window, in CSS pixels (0: no sideways scroll). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    return scrolling.scrollWidth - window.innerWidth;
  });
}

/** A minimal real PDF whose page says `text` (Helvetica), with a correct cross-reference table. */
export function pdfWithText(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 18 Tf 72 700 Td (${text}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
