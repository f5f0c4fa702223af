import { addCardInDialog, demoPassword, embedHostURL, reviewAndConfirmPayment } from './fixtures';
import { expect, test } from './test';

// A visitor's own sign-in inside the frame, a property switch and a card payment: several screens.
test.describe.configure({ timeout: 120_000 });
test.use({ storageState: { cookies: [], origins: [] } });

test('an association’s own site embeds the portal: sign in, switch property, reach every page and pay inside it', async ({
  page,
}) => {
  // docs/embed-example.html, served from another origin (localhost, another port) than the portal's
  await page.goto(embedHostURL());
  await expect(page.getByRole('heading', { name: 'Harbor Pointe residents' })).toBeVisible();
  const portal = page.frameLocator('iframe[title="Community portal"]');

  await portal.getByLabel('Email').fill('owner2@example.com');
  await portal.getByLabel('Password').fill(demoPassword);
  await portal.getByRole('button', { name: 'Log in' }).click();
  await expect(portal.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const frameUrl = () =>
    page
      .frames()
      .find((f) => f.url().includes('/embed/'))
      ?.url() ?? '';
  expect(frameUrl()).toMatch(/\/embed\/dashboard$/);

  // the property selector: owner2 owns in two associations
  await portal.getByRole('button', { name: /^Property/ }).click();
  const chooser = portal.getByRole('dialog', { name: 'Choose a property' });
  await chooser.getByRole('button', { name: /HP00002/ }).click();
  await expect(chooser).toBeHidden();
  await expect(portal.getByRole('button', { name: /^Property/ })).toBeVisible();

  // every page of the main menu is in the embedded menu, and stays embedded
  const menu = portal.getByRole('navigation', { name: 'Portal' });
  const openMenu = async () => {
    await portal.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
  };
  await openMenu();
  for (const name of [
    'Documents',
    'Directory',
    'FAQ',
    'Help',
    'Manage payments',
    'Auto-Draft',
    'Account history',
    'Community pages',
    'Log out',
  ]) {
    const link = menu.getByRole('link', { name, exact: true });
    await expect(link, name).toHaveAttribute('href', /^\/embed\//);
  }
  await menu.getByRole('link', { name: 'Documents', exact: true }).click();
  await expect(portal.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  expect(frameUrl()).toMatch(/\/embed\/community\/documents$/);
  await expect(menu).toBeHidden();

  // a payment, start to finish, inside the frame
  await openMenu();
  await menu.getByRole('link', { name: 'Make a payment', exact: true }).click();
  await expect(portal.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
  await addCardInDialog(portal, 'Priya Patel', '4242 4242 4242 4242');
  await expect(portal.getByRole('radio', { name: /ending in 4242/, checked: true })).toBeVisible();
  await portal.getByLabel(/^Amount/).fill('12.34');
  await reviewAndConfirmPayment(portal);
  await expect(portal.getByRole('heading', { name: /Payment (submitted|complete)/ })).toBeVisible();
  await expect(portal.getByText(/Confirmation number: \S+/)).toBeVisible();
  expect(frameUrl()).toMatch(/\/embed\/billing/);
  // the host page is still the host page
  expect(page.url()).toBe(`${embedHostURL()}/`);
});
