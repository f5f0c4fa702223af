import type { Locator } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { expect, test } from './test';

// Issue 18: the board's task overview on the dashboard, the to-do list and the narrow menu, as
// board@example.com finds them (the demo boards' to-dos: some overdue, some done).
test.use({ signedInAs: 'board' });
test.describe.configure({ timeout: 120_000 });

const countIn = async (locator: Locator) =>
  Number((await locator.innerText()).match(/^[\d,]+/)?.[0]?.replace(',', ''));

test('the Board actions widget counts what the linked pages list; a to-do ticked off leaves the count', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const widget = page.locator('[data-widget="board-actions"]');
  await expect(widget.getByRole('heading', { name: 'Board actions' })).toBeVisible();
  const mine = widget.locator('[data-kind="openTodos"] a');
  await expect(mine).toHaveText(/^\d+ open to-dos? assigned to you$/);
  const open = await countIn(mine);
  expect(open).toBeGreaterThan(0);
  const overdueLink = widget.locator('[data-kind="overdueTodos"] a');
  await expect(overdueLink).toHaveText(/^\d+ to-dos? of yours overdue$/);
  const overdue = await countIn(overdueLink);
  expect(overdue).toBeGreaterThan(0);
  const invoicesLink = widget.locator('[data-kind="invoiceApprovals"] a');
  const invoices = (await invoicesLink.count()) > 0 ? await countIn(invoicesLink) : 0;
  await expectNoAxeViolations(page);

  // overdue: the list behind the link holds as many
  await overdueLink.click();
  await expect(page).toHaveURL(/\/board\/to-do-list\?association=\d+&filter=myOverdue/);
  const status = page.getByRole('status').filter({ hasText: /^\d+ to-dos?/ });
  await expect(status).toHaveText(new RegExp(`^${overdue} to-dos? ·`));

  // mine: as many; tick the first off and the list and the widget count one fewer
  await page.goto('/dashboard');
  await widget.locator('[data-kind="openTodos"] a').click();
  await expect(page).toHaveURL(/filter=mine/);
  await expect(status).toHaveText(new RegExp(`^${open} to-dos? ·`));
  const grid = page.getByRole('table', { name: 'Board to-dos' });
  await grid
    .getByRole('checkbox', { name: /^Tick off: / })
    .first()
    .click();
  await expect(status).toHaveText(new RegExp(`^${open - 1} to-dos? ·`));
  await page.goto('/dashboard');
  if (open > 1) {
    await expect(widget.locator('[data-kind="openTodos"] a')).toHaveText(new RegExp(`^${open - 1} `));
  } else {
    await expect(widget.locator('[data-kind="openTodos"]')).toHaveCount(0);
  }

  // invoices awaiting my approval: the rows I can still tick on the invoices page
  if (invoices > 0) {
    await widget.locator('[data-kind="invoiceApprovals"] a').click();
    await expect(page).toHaveURL(/\/board\/invoices\?association=\d+/);
    await expect(page.getByRole('checkbox', { name: /^Select invoice/ })).toHaveCount(invoices);
  }
});

test('adds a to-do in the dialog, refused without a title', async ({ page }) => {
  await page.goto('/board/to-do-list');
  await expect(page.getByRole('heading', { level: 1, name: 'To-do list' })).toBeVisible();
  await page.getByRole('button', { name: 'New to-do' }).click();
  const dialog = page.getByRole('dialog', { name: 'New to-do' });
  await dialog.getByRole('button', { name: 'Add to-do' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('Order new pool signs');
  await dialog.getByLabel('Due date').fill('2030-01-15');
  await dialog.getByRole('button', { name: 'Add to-do' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Board to-dos' }).getByText('Order new pool signs'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a 390 px wide screen the board menu overflows through More items', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Navigation' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'To-do list' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Invoices' })).toBeHidden();
  await expect(menu.getByRole('link', { name: 'Reports' })).toBeHidden();
  await menu.getByRole('link', { name: 'More items' }).click();
  await expect(page).toHaveURL(/\/board\/more-items/);
  const list = page.getByRole('list', { name: 'More board pages' });
  await expect(list.getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Reports' })).toBeVisible();
  await expect(list.getByText(/awaiting a collection decision$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // wide again: every board page in the menu, More items no longer needed there
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu.getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'More items' })).toBeHidden();
});

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('add a to-do for a board, tick it off in the grid and export the list', async ({ page }) => {
    await page.goto('/staff/to-dos');
    await expect(page.getByRole('heading', { level: 1, name: 'Board to-dos' })).toBeVisible();
    await page.getByLabel('Association', { exact: true }).selectOption({ label: 'Meadowbrook Commons HOA' });
    await page.getByRole('button', { name: 'New to-do' }).click();
    const dialog = page.getByRole('dialog', { name: 'New to-do' });
    await dialog.getByLabel('Title').fill('Renew the pool service contract');
    await dialog.getByLabel('Assigned to').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Add to-do' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const grid = page.getByRole('table', { name: 'Board to-dos' });
    const tick = grid.getByRole('checkbox', { name: 'Tick off: Renew the pool service contract' });
    await tick.click();
    await expect(
      grid.getByRole('checkbox', { name: 'Open again: Renew the pool service contract' }),
    ).toBeChecked();
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^to-dos-all-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
