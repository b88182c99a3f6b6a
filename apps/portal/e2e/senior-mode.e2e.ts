/**
 * Senior mode in the portal (issue 19): "Larger text" in the header (in the Menu on a phone) and under "Text
 * size" on My Profile. A visitor's choice survives a reload and is there from the first paint; a customer's
 * follows them to another browser through their account. portal.e2e.ts opens every page in senior mode.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '@careportal/domain';
import { DEMO, expectAccessible, signIn } from './support';

/**
 * Records every theme the page is drawn in, from the first, so that a flash of the other would show: on every
 * change of the DOM and before every frame is painted.
 */
async function recordThemes(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { themesSeen: string[] }).themesSeen = seen;
    const note = () => {
      const theme = document.querySelector('[data-theme]')?.getAttribute('data-theme');
      if (theme && seen.at(-1) !== theme) seen.push(theme);
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-theme'],
    });
    const everyFrame = () => {
      note();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
}

const themesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { themesSeen: string[] }).themesSeen);

const theme = (page: Page) => page.locator('[data-theme]').first();

/** Flips a react-aria switch the way a person does: by its label, which holds the track they see. */
async function flip(control: Locator) {
  await control.locator('xpath=ancestor::label[1]').click();
}

const headerSwitch = (page: Page) =>
  page.getByRole('banner').getByRole('switch', { name: messages.labels.largerText });

test('a visitor turns on larger text; it survives a reload from the first paint and applies on every page', async ({
  page,
}) => {
  await recordThemes(page);
  await page.goto('/');
  await expect(theme(page)).toHaveAttribute('data-theme', 'default');
  const fontSize = () =>
    page.evaluate(() => getComputedStyle(document.querySelector('main') ?? document.body).fontSize);
  const defaultSize = await fontSize();
  await expect(headerSwitch(page)).not.toBeChecked();
  await flip(headerSwitch(page));
  await expect(headerSwitch(page)).toBeChecked();
  await expect(theme(page)).toHaveAttribute('data-theme', 'senior');
  expect(Number.parseFloat(await fontSize())).toBeGreaterThan(Number.parseFloat(defaultSize));
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(headerSwitch(page)).toBeChecked();
  expect(await themesSeen(page)).toEqual(['senior']);

  for (const path of ['/faq', '/denticare', '/feedback', '/egiro-landing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await themesSeen(page)).toEqual(['senior']);
    // In the logo bar.
    await expect(page.getByRole('switch', { name: messages.labels.largerText })).toBeChecked();
    await expectAccessible(page);
  }

  // On a phone the switch is in the Menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(headerSwitch(page)).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: messages.labels.menu }).click();
  const drawer = page.getByRole('dialog', { name: messages.labels.menu });
  const drawerSwitch = drawer.getByRole('switch', { name: messages.labels.largerText });
  await expect(drawerSwitch).toBeChecked();
  await expectAccessible(page);
  await drawerSwitch.press('Space');
  await expect(drawerSwitch).not.toBeChecked();
  await expect(theme(page)).toHaveAttribute('data-theme', 'default');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await themesSeen(page)).toEqual(['default']);
});

test('a customer turns on larger text on My Profile; their account keeps it for another browser', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.siti);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: messages.displayMode.title })).toBeVisible();
  const profileSwitch = page.getByRole('main').getByRole('switch', { name: messages.labels.largerText });
  await expect(profileSwitch).not.toBeChecked();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/profile/display-mode') && response.request().method() === 'PUT',
  );
  await flip(profileSwitch);
  expect((await saved).status()).toBe(200);
  await expect(theme(page)).toHaveAttribute('data-theme', 'senior');
  await expect(headerSwitch(page)).toBeChecked();
  await expectAccessible(page);

  // Another browser, nothing on the device: senior mode once she has signed in.
  const other = await browser.newContext({ storageState: undefined });
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage, DEMO.siti);
    await expect(theme(otherPage)).toHaveAttribute('data-theme', 'senior');
    await expect(headerSwitch(otherPage)).toBeChecked();
    // A reload there paints senior mode at once.
    await recordThemes(otherPage);
    await otherPage.reload();
    await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await themesSeen(otherPage)).toEqual(['senior']);
    await expectAccessible(otherPage);
  } finally {
    await other.close();
  }

  // Turned off again, for the account too.
  const off = page.waitForResponse(
    (response) => response.url().endsWith('/profile/display-mode') && response.request().method() === 'PUT',
  );
  await flip(headerSwitch(page));
  expect((await off).status()).toBe(200);
  await expect(theme(page)).toHaveAttribute('data-theme', 'default');
  await expect(profileSwitch).not.toBeChecked();
});
