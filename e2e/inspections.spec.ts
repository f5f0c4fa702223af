import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import type { DemoUser } from './fixtures';
import { expect, type Sessions, test } from './test';

// Issue 18: inspections. Staff turn a finding of Meadowbrook's greenbelt walk into a violation in one
// step; the board sees the inspection and follows the finding's link to the violation.
test.describe.configure({ timeout: 180_000 });

async function pageAs(browser: Browser, sessions: Sessions, user: DemoUser): Promise<Page> {
  const context = await browser.newContext({ storageState: await sessions.storageFor(user) });
  return context.newPage();
}

const greenbelt = /^Open the inspection of Greenbelt along Meadow Lane/;
const photo = 'Photo: encroachment-MC00017.png';

test('staff turn a finding into a violation; the board follows the link from the inspection to it', async ({
  browser,
  sessions,
}) => {
  const staff = await pageAs(browser, sessions, 'staff');
  await staff.goto('/staff');
  await staff.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inspections' }).click();
  await expect(staff).toHaveURL(/\/staff\/inspections$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Inspections' })).toBeVisible();
  await staff.getByLabel('Association', { exact: true }).selectOption({ label: 'Meadowbrook Commons HOA' });
  await staff.getByRole('table').getByRole('button', { name: greenbelt }).click();
  const panel = staff.getByRole('region', { name: /^Inspection of Greenbelt along Meadow Lane/ });
  const finding = panel.getByRole('listitem', { name: /^Encroachment at / });
  await expect(finding.getByRole('img', { name: photo })).toBeVisible();
  const turn = finding.getByRole('button', {
    name: /^Turn into a violation: Encroachment at /,
  });
  // a retried run finds it already turned (a finding becomes a violation once)
  if (await turn.isVisible()) {
    await turn.click();
    await expect(
      finding.getByText('A violation needs the rule it breaks: give the rule reference.'),
    ).toBeVisible();
    await finding
      .getByLabel('Rule it breaks (needed for a violation)')
      .fill('CC&R Article IV, Section 2 (common areas kept clear)');
    await turn.click();
  }
  await expect(finding.getByText(/^Became violation #\d+ \(Observed\)\.$/)).toBeVisible();
  await expect(turn).toHaveCount(0);
  // a finding that is not a violation can still be corrected
  const trash = panel.getByRole('listitem', { name: /^Trash at / });
  await trash.getByRole('button', { name: /^Change the finding: Trash at / }).click();
  await trash.getByLabel('What was found').fill('Yard waste and a broken chair dumped onto the greenbelt.');
  await trash.getByRole('button', { name: 'Save the finding' }).click();
  await expect(trash.getByText('Yard waste and a broken chair dumped onto the greenbelt.')).toBeVisible();
  await expectNoAxeViolations(staff);
  // the staff side's link opens the violation on the staff violations page, in the same association
  await finding.getByRole('link', { name: /^violation #\d+$/ }).click();
  await expect(staff).toHaveURL(/\/staff\/violations\?association=\d+&view=all&violation=\d+$/);
  await expect(staff.getByLabel('Association', { exact: true }).locator('option:checked')).toHaveText(
    'Meadowbrook Commons HOA',
  );
  await expect(
    staff.getByRole('region', { name: /^Encroachment at / }).getByText(/Rule: CC&R Article IV, Section 2/),
  ).toBeVisible();

  const board = await pageAs(browser, sessions, 'board');
  await board.goto('/board/inspections');
  await expect(board.getByRole('heading', { level: 1, name: 'Inspections' })).toBeVisible();
  await expect(board.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  const association = board.getByLabel('Association', { exact: true });
  if (await association.isVisible()) await association.selectOption({ label: 'Meadowbrook Commons HOA' });
  await board.getByRole('table').getByRole('button', { name: greenbelt }).click();
  const seen = board
    .getByRole('region', { name: /^Inspection of Greenbelt along Meadow Lane/ })
    .getByRole('listitem', { name: /^Encroachment at / });
  await expect(seen.getByRole('img', { name: photo })).toBeVisible();
  await expectNoAxeViolations(board);
  const link = seen.getByRole('link', { name: /^violation #\d+$/ });
  const violationId = ((await link.textContent()) ?? '').replace(/\D/g, '');
  await link.click();
  await expect(board).toHaveURL(new RegExp(`/board/violations\\?.*violation=${violationId}`));
  const violation = board.getByRole('region', { name: /^Encroachment at / });
  await expect(violation.getByText(/Rule: CC&R Article IV, Section 2/)).toBeVisible();
  // the finding's photo came with it
  await expect(violation.getByRole('img', { name: photo })).toBeVisible();
});

test('staff change the list of properties an inspection covered; a property with a finding stays on it', async ({
  browser,
  sessions,
}) => {
  const staff = await pageAs(browser, sessions, 'staff');
  await staff.goto('/staff/inspections');
  await staff.getByLabel('Association', { exact: true }).selectOption({ label: 'Meadowbrook Commons HOA' });
  await staff
    .getByRole('table')
    .getByRole('button', { name: /^Open the inspection of \d+ properties/ })
    .click();
  const panel = staff.getByRole('region', { name: /^Inspection of \d+ properties/ });
  const listed = panel.getByText(/^Properties: /);
  await expect(listed).toContainText('(MC00013)');

  const change = async () => {
    await panel.getByRole('button', { name: 'Change the inspection' }).click();
    return panel.getByRole('form', { name: 'Change the inspection' });
  };
  let form = await change();
  const list = form.getByRole('list', { name: 'Properties on the list' });
  // MC00013 and MC00015 have findings: they stay, with the reason said
  const withFinding = list.getByRole('listitem').filter({ hasText: 'MC00013' });
  await expect(withFinding).toContainText('has a finding, so it stays');
  await expect(withFinding.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  // a retried run may find MC00020 added already
  if ((await list.getByRole('listitem').filter({ hasText: 'MC00020' }).count()) === 0) {
    await form.getByLabel('Find the property').fill('MC00020');
    const option = form.getByLabel('Property', { exact: true }).locator('option', { hasText: 'MC00020' });
    await expect(option).toHaveCount(1);
    await form
      .getByLabel('Property', { exact: true })
      .selectOption({ label: (await option.textContent()) ?? '' });
    await form.getByRole('button', { name: 'Add to the list' }).click();
  }
  await expect(list.getByRole('listitem').filter({ hasText: 'MC00020' })).toBeVisible();
  await expectNoAxeViolations(staff);
  await form.getByRole('button', { name: 'Save the inspection' }).click();
  await expect(form).toHaveCount(0);
  await expect(listed).toContainText('(MC00020)');
  await expect(panel.getByRole('heading', { level: 2 })).toContainText('Inspection of 5 properties');

  // and off the list again
  form = await change();
  await form.getByRole('button', { name: /^Remove .*MC00020/ }).click();
  await form.getByRole('button', { name: 'Save the inspection' }).click();
  await expect(form).toHaveCount(0);
  await expect(listed).not.toContainText('(MC00020)');
  await expect(listed).toContainText('(MC00013)');
});

test('the inspections pages fit a 320 px wide phone without sideways scrolling', async ({
  browser,
  sessions,
}) => {
  for (const [user, path] of [
    ['board', '/board/inspections'],
    ['staff', '/staff/inspections'],
  ] as const) {
    const page = await pageAs(browser, sessions, user);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the association is known (and its picker shown, if any) once the list's tools are there
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    const association = page.getByLabel('Association', { exact: true });
    if (await association.isVisible()) await association.selectOption({ label: 'Meadowbrook Commons HOA' });
    await expect(page.getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
});
