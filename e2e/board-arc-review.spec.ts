import { arcMessages } from '@hoa/contracts/arc-review';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { type DemoUser, sidewaysOverflow } from './fixtures';
import { expect, type Sessions, test } from './test';

// Issue 14 end to end: a homeowner's ARC request reaches its board, a member votes and writes to the
// board, the chair decides, voting closes, and the homeowner reads the decision in their request.
test.describe.configure({ timeout: 150_000 });

// a real 1 x 1 PNG: the preview must decode it
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function pageAs(browser: Browser, sessions: Sessions, user: DemoUser): Promise<Page> {
  const context = await browser.newContext({ storageState: await sessions.storageFor(user) });
  return context.newPage();
}

const bearerOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('hoa.session') ?? '{}').token as string);

test('an ARC request is voted on, discussed and decided by its board, and the homeowner sees the decision', async ({
  browser,
  sessions,
}) => {
  // the homeowner (Harbor Pointe) asks for a pergola, with a photo
  const homeowner = await pageAs(browser, sessions, 'homeowner');
  const stamp = String(Date.now());
  const description = `A cedar pergola over the back patio, 10 x 12 ft (${stamp}).`;
  await homeowner.goto('/community/new-request');
  await homeowner.getByRole('radio', { name: 'ARC request' }).check();
  await homeowner.getByLabel('ARC type').selectOption({ label: 'Deck or patio' });
  await homeowner.getByLabel('Description').fill(description);
  await homeowner
    .getByLabel(/^Attachments/)
    .setInputFiles([{ name: 'pergola.png', mimeType: 'image/png', buffer: png }]);
  await homeowner.getByRole('button', { name: 'Submit request' }).click();
  await expect(homeowner).toHaveURL(/\/community\/requests\?id=\d+$/);
  const id = Number(/id=(\d+)/.exec(homeowner.url())?.[1]);

  // a board member finds it in the list and opens it
  const board = await pageAs(browser, sessions, 'board');
  await board.goto('/board/arcs');
  await board.getByLabel('Search', { exact: true }).fill(stamp);
  await expect(board.getByRole('status').filter({ hasText: /^1 request/ })).toBeVisible();
  await board.getByRole('table').getByRole('link').first().click();
  await expect(board).toHaveURL(new RegExp(`/board/arcs/${id}$`));
  await expect(board.getByRole('heading', { level: 1 })).toHaveText(/^Deck or patio: /);
  await expect(board.getByText(description)).toBeVisible();
  await expect(board.getByRole('button', { name: /Download pergola\.png/ })).toBeVisible();
  // an image is previewed, fetched with the member's token
  await expect(board.getByRole('img', { name: 'Preview of pergola.png' })).toBeVisible();
  expect(
    await board
      .getByRole('img', { name: 'Preview of pergola.png' })
      .evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);

  // cast, change, retract and cast again, with the button names
  const votes = board.getByRole('region', { name: 'Votes', exact: true });
  const myRow = votes.getByRole('row').filter({ hasText: '(you)' });
  await votes.getByLabel('Comment (optional)').fill('Stain it to match the fence.');
  await votes.getByRole('button', { name: 'Approve with conditions' }).click();
  await expect(votes.getByRole('status')).toHaveText('Your vote was recorded: Approve with conditions.');
  await expect(myRow).toContainText('Approve with conditions');
  await expect(myRow).toContainText('Stain it to match the fence.');
  await votes.getByRole('button', { name: 'Change vote' }).click();
  await votes.getByRole('button', { name: 'Deny', exact: true }).click();
  await expect(myRow.getByRole('cell').nth(1)).toHaveText('Deny');
  await votes.getByRole('button', { name: 'Retract vote' }).click();
  await expect(votes.getByRole('status')).toHaveText('Your vote was retracted.');
  await expect(myRow.getByRole('cell').nth(1)).toHaveText('Not voted');
  await votes.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(myRow.getByRole('cell').nth(1)).toHaveText('Approve');

  // the board's own discussion, with a file
  const discussion = board.getByRole('region', { name: 'Board discussion' });
  await discussion.getByRole('button', { name: 'Send to the board' }).click();
  await expect(discussion.getByText(arcMessages.messageRequired)).toBeVisible();
  await discussion.getByLabel('Message to the board').fill('Guidelines 3.1 allow pergolas up to 10 ft.');
  await discussion
    .getByLabel(/^Attachments/)
    .setInputFiles([{ name: 'guidelines.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await discussion.getByRole('button', { name: 'Send to the board' }).click();
  await expect(discussion.getByText('Guidelines 3.1 allow pergolas up to 10 ft.')).toBeVisible();
  await expect(discussion.getByRole('button', { name: /Download guidelines\.pdf/ })).toBeVisible();
  await expect(discussion.getByLabel('Message to the board')).toHaveValue('');

  // the page reads well for everyone: axe, and no sideways scroll on the narrowest phone
  await expectNoAxeViolations(board);
  await board.setViewportSize({ width: 320, height: 800 });
  await expect.poll(() => sidewaysOverflow(board)).toBe(0);
  await board.setViewportSize({ width: 1280, height: 800 });

  // every file of the request, the homeowner's and the board's, on its own page
  await board.getByRole('link', { name: /^All files/ }).click();
  await expect(board).toHaveURL(new RegExp(`/board/arcs/${id}/attachments$`));
  await expect(board.getByRole('button', { name: /Download pergola\.png/ })).toBeVisible();
  // opened directly (a new tab at the board meeting), it restores the session and shows the files
  await board.reload();
  await expect(board.getByRole('img', { name: 'Preview of pergola.png' })).toBeVisible();
  await expect(board.getByTitle('guidelines.pdf (PDF)')).toBeVisible();
  const download = board.waitForEvent('download');
  await board.getByRole('button', { name: /Download guidelines\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('guidelines.pdf');
  await expectNoAxeViolations(board);

  // the chair: a denial needs a reason; an approval with conditions closes voting after a confirmation
  const chair = await pageAs(browser, sessions, 'chair');
  await chair.goto(`/board/arcs/${id}`);
  await expect(chair.getByRole('region', { name: 'Board discussion' })).toContainText('Guidelines 3.1');
  const decision = chair.getByRole('region', { name: 'Decision', exact: true });
  await decision.getByRole('radio', { name: 'Denied' }).check();
  await decision.getByRole('button', { name: 'Record decision' }).click();
  await expect(decision.getByText(arcMessages.reasonRequired)).toBeVisible();
  await decision.getByRole('radio', { name: 'Approved with conditions' }).check();
  await decision.getByLabel(/^Conditions of the approval/).fill('Stain the pergola to match the fence.');
  await decision.getByRole('button', { name: 'Record decision' }).click();
  const confirm = chair.getByRole('dialog', { name: 'Record “Approved with conditions”?' });
  await expect(confirm).toContainText('Votes so far: 1 approve, 0 deny, 1 not voted.');
  await confirm.getByRole('button', { name: 'Record decision' }).click();
  await expect(decision.getByRole('status')).toHaveText(/^Recorded: Approved with conditions\./);
  await expect(decision).toContainText('Stain the pergola to match the fence.');
  await expect(chair.getByRole('region', { name: 'Votes', exact: true })).toContainText(
    arcMessages.votingClosed,
  );

  // the board member's vote now gets the clear 409, and their page says voting is closed
  const late = await board.request.post(`/svc/action-items/api/Board/ArcRequests/${id}/Vote`, {
    headers: { authorization: `Bearer ${await bearerOf(board)}` },
    multipart: { vote: 'deny', comment: '' },
  });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { detail: string }).detail).toBe(arcMessages.votingClosed);
  await board.goto(`/board/arcs/${id}`);
  await expect(board.getByRole('region', { name: 'Votes', exact: true })).toContainText(
    arcMessages.votingClosed,
  );
  await expect(board.getByRole('button', { name: 'Change vote' })).toHaveCount(0);

  // the homeowner reads the decision in their request's history, and nothing of the board's discussion
  await homeowner.reload();
  const request = homeowner.getByRole('article');
  await expect(request).toContainText(
    'Board decision: Approved with conditions. Stain the pergola to match the fence.',
  );
  await expect(request).not.toContainText('Guidelines 3.1');
  await expect(request.getByRole('button', { name: /Download guidelines\.pdf/ })).toHaveCount(0);

  // and the e-mail the decision sent, in the demo mailbox
  await homeowner.goto('/demo/mailbox');
  await homeowner.getByLabel('Email', { exact: true }).fill('homeowner@example.com');
  await homeowner.getByRole('button', { name: 'Show mail' }).click();
  await expect(homeowner.getByText('Your ARC request: Approved with conditions').first()).toBeVisible();

  for (const page of [homeowner, board, chair]) await page.context().close();
});
