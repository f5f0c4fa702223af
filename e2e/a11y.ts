import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule tags of WCAG 2.2 level A and AA (axe tags each criterion with the version that added it). */
export const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Scans the page as it is now with axe-core for WCAG 2.2 A/AA violations and fails listing each one
 * (rule, impact, the elements it found), so a failure says what to fix.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // A sandboxed frame (the demo mailbox's e-mail HTML) runs no scripts, so axe cannot enter it; the page
  // around it, the frame's title included, is scanned.
  let builder = new AxeBuilder({ page }).withTags(wcag22aa).exclude('iframe[sandbox]');
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const described = violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(described, `axe found WCAG 2.2 AA violations on ${page.url()}`).toEqual([]);
}
