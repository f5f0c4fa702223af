import { readFile } from 'node:fs/promises';
import { gridLayoutMessages } from '@hoa/contracts/grid-layouts';
import { expect, test } from './test';

// Issue 14: the board's ARC list as a board member finds it: the dashboard card, filters, order, export.
test.use({ signedInAs: 'board' });
test.describe.configure({ timeout: 90_000 });

test('the dashboard lists the requests awaiting my vote, nearest deadline first', async ({ page }) => {
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'ARC voting' });
  const awaiting = card.getByRole('list', { name: 'ARC requests awaiting your vote' });
  await expect(awaiting.getByRole('listitem').first()).toBeVisible();
  const days = (await awaiting.getByRole('listitem').allInnerTexts()).map((text) =>
    Number(/(\d+) days? left/.exec(text)?.[1] ?? Number.NaN),
  );
  expect(days.every((value) => Number.isFinite(value))).toBe(true);
  expect(days).toEqual([...days].sort((a, b) => a - b));
  await card.getByRole('link', { name: 'All ARC requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ARC requests' })).toBeVisible();
});

test('filters, sorts, searches and exports every matching request as CSV', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ARC requests' }).click();
  await expect(page).toHaveURL(/\/board\/arcs$/);
  const table = page.getByRole('table');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ requests/ })).toBeVisible();
  // Meadowbrook's seeded requests (other journeys add Harbor Pointe's): the one of 1,200 days ago is
  // outside the default 36 months
  await page.getByLabel('Association', { exact: true }).selectOption({ label: 'Meadowbrook Commons HOA' });
  await expect(page.getByRole('status').filter({ hasText: /^11 requests/ })).toBeVisible();
  await page.getByText('All', { exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^12 requests/ })).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Declined' });
  await expect(page.getByRole('status').filter({ hasText: /^2 requests/ })).toBeVisible();
  await table.getByRole('button', { name: /^Type: sort ascending/ }).click();
  await expect(table.getByRole('button', { name: /^Type, sorted ascending/ })).toBeVisible();
  const types = table.getByRole('row').locator('td:nth-child(3)');
  await expect(types).toHaveText(['Addition', 'Roof']);

  // the export holds everything the filters match, here both declined requests
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^arc-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toMatch(/^Request ID,Association,Applicant,Property/);
  expect(csv.slice(1).map((line) => line.split(',')[5])).toEqual(['Addition', 'Roof']);
  await expect(page.getByRole('status').filter({ hasText: /^Downloaded arc-requests-/ })).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Any' });
  await page.getByLabel('Search', { exact: true }).fill('cherry');
  await expect(page.getByRole('status').filter({ hasText: /^1 request/ })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Recused');
  await table.getByRole('link', { name: 'Marcus Chen' }).click();
  await expect(page).toHaveURL(/\/board\/arcs\/\d+$/);
});

test('a homeowner is not offered the board area and its calls refuse them', async ({ browser, sessions }) => {
  const context = await browser.newContext({ storageState: await sessions.storageFor('homeowner') });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ARC requests' }),
  ).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'ARC voting' })).toHaveCount(0);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('hoa.session') ?? '{}').token as string,
  );
  const answer = await page.request.get('/svc/action-items/api/Board/ArcRequests', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(403);
  await context.close();
});

test('the grid keeps a column layout: saved, reset, restored, and there on another device', async ({
  page,
  browser,
  sessions,
}) => {
  await page.goto('/board/arcs');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Tally' })).toBeVisible();
  // from the keyboard-friendly Columns panel: hide Tally, move Status before My vote (columns after Type,
  // so the other journeys' column positions hold whatever they meet)
  await page.getByRole('button', { name: 'Columns' }).click();
  const panel = page.getByRole('list', { name: 'Columns' });
  await panel.getByRole('checkbox', { name: 'Tally' }).uncheck();
  await panel.getByRole('button', { name: 'Move Status left' }).click();
  await panel.getByRole('button', { name: 'Move Status left' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Tally' })).toHaveCount(0);
  const headers = () => table.getByRole('columnheader').allInnerTexts();
  expect((await headers()).map((text) => text.replace(/[▲▼↕]/g, '').trim()).slice(-3)).toEqual([
    'Days left',
    'Status',
    'My vote',
  ]);

  await page.getByRole('button', { name: 'Save layout' }).click();
  const saved = page.getByText(gridLayoutMessages.saved);
  await expect(saved).toBeVisible();
  // the toast stays about six seconds, then goes
  await expect(saved).toBeHidden({ timeout: 12_000 });

  // kept between visits
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'My vote' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Tally' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset layout' }).click();
  await expect(page.getByText(gridLayoutMessages.reset)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Tally' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore layout' }).click();
  await expect(page.getByText(gridLayoutMessages.restored)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Tally' })).toHaveCount(0);

  // another device (a browser with nothing stored) gets the saved layout from the server
  const other = await browser.newContext({ storageState: await sessions.storageFor('board') });
  const elsewhere = await other.newPage();
  await elsewhere.goto('/board/arcs');
  await expect(elsewhere.getByRole('table').getByRole('columnheader', { name: 'My vote' })).toBeVisible();
  await expect(elsewhere.getByRole('table').getByRole('columnheader', { name: 'Tally' })).toHaveCount(0);
  await other.close();

  // leave the default layout saved for the other journeys
  await page.getByRole('button', { name: 'Reset layout' }).click();
  await page.getByRole('button', { name: 'Save layout' }).click();
  await expect(page.getByText(gridLayoutMessages.saved)).toBeVisible();
});
