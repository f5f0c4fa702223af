import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './test';

// Issue 18: work orders. The board comments on one and approves the estimate awaiting it (Meadowbrook's
// pool deck, above the demo threshold); staff turn a homeowner's maintenance request into a work order.
test.describe.configure({ timeout: 120_000 });

test.describe('board', () => {
  test.use({ signedInAs: 'board' });

  test('comments on a work order, approves the estimate awaiting the board and exports the grid', async ({
    page,
  }) => {
    await page.goto('/board/work-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Work orders' })).toBeVisible();
    const association = page.getByLabel('Association', { exact: true });
    if (await association.isVisible()) await association.selectOption({ label: 'Meadowbrook Commons HOA' });
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Estimate awaiting approval' });
    const grid = page.getByRole('table');
    await grid.getByRole('button', { name: /^Open work order .*Resurface the pool deck/ }).click();
    const panel = page.getByRole('region', { name: /^Work order \d+: Resurface the pool deck/ });
    await expect(panel.getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'pool.png' })).toBeVisible();

    await panel.getByLabel('Comment').fill('Approved at the November meeting; please schedule it.');
    await panel.getByRole('button', { name: 'Add comment' }).click();
    await expect(panel.getByText('Your comment was added.')).toBeVisible();
    await expect(panel.getByText(/Approved at the November meeting/)).toBeVisible();

    await panel.getByRole('button', { name: 'Approve estimate' }).click();
    await expect(panel.getByText(/^Approved ·/)).toBeVisible();
    await expect(panel.getByText(/Estimate approved by the board/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^work-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readFile(await file.path(), 'utf8')).toContain('Resurface the pool deck');
  });

  test('fits a 320 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/board/work-orders');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
  });
});

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test("turns a homeowner's maintenance request into a work order", async ({ page }) => {
    await page.goto('/staff/work-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Work orders' })).toBeVisible();
    // staff of the demo company manage three associations
    await page.getByLabel('Association', { exact: true }).selectOption({ label: 'Meadowbrook Commons HOA' });
    await page.getByLabel('Priority of the work order').selectOption({ label: 'High' });
    await page.getByRole('button', { name: /Make a work order of request \d+: Loose handrail/ }).click();
    const panel = page.getByRole('region', {
      name: /^Work order \d+: Loose handrail on the pond footbridge/,
    });
    await expect(panel.getByText(/Made from homeowner request #\d+/).first()).toBeVisible();
    await expect(panel.getByText(/^Open · High priority/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
