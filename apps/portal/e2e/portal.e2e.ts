import { expect, test, type Page } from '@playwright/test';
import { messages } from '@careportal/domain';
import { ROUTES, samplePath, type PortalRoute } from '../src/routeTable';
import { frameFor } from '../src/shell/frameRule';
import { DEMO, expectAccessible, identityUrl, saveSignedInState, sessionFile } from './support';

const demo = DEMO.ahKow;

async function expectRoute(page: Page, route: PortalRoute, signedIn: boolean) {
  await page.goto(samplePath(route));
  await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const kind = frameFor(route, signedIn);
  // The standard frame and the public layout both have the logo bar and the footer; only the standard frame has
  // the cart.
  await expect(page.getByRole('banner')).toHaveCount(kind === 'none' ? 0 : 1);
  await expect(page.getByRole('contentinfo')).toHaveCount(kind === 'none' ? 0 : 1);
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveCount(kind === 'standard' ? 1 : 0);
  await expectAccessible(page);
}

const pages = ROUTES.filter((route) => route.kind !== 'login');

test.describe('signed in as the demo customer', () => {
  // One real sign-in; every test then starts from its saved state (MSAL keeps its tokens in local storage).
  const storageState = sessionFile('session');
  test.use({ storageState });

  test.beforeAll(async ({ browser }) => {
    await saveSignedInState(browser, demo, storageState);
  });

  test('the header greets the customer and the menu matches the Active Ageing category', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: new RegExp(demo.name) }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: messages.labels.myServices })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: messages.labels.finance })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('on a phone, the Menu drawer holds the greeting and the user menu, and leads to My Profile by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: new RegExp(demo.name) })).toBeHidden();
    await expect(banner.getByRole('link', { name: /^Cart/ })).toBeVisible();
    const menuButton = banner.getByRole('button', { name: messages.labels.menu });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: `Hello, ${demo.name}` });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('group', { name: messages.labels.finance })).toBeVisible();
    for (const entry of await drawer.getByRole('navigation').getByRole('link').all()) {
      expect((await entry.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
    }
    await expectAccessible(page);
    await drawer.getByRole('link', { name: messages.labels.myProfile }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myProfile })).toBeVisible();
    await expect(menuButton).toBeVisible();
  });

  for (const route of pages) {
    test(`${route.name} at ${samplePath(route)} answers in its frame`, async ({ page }) => {
      await expectRoute(page, route, true);
    });
  }

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/page-not-found$/);
    await expect(page.getByRole('heading', { level: 1, name: messages.generic.notFoundTitle })).toBeVisible();
  });

  test('an unknown Denticare path shows the Denticare not-found page', async ({ page }) => {
    await page.goto('/denticare/no-such-step');
    await expect(page).toHaveURL(/\/denticare\/page-not-found$/);
    await expect(page.getByRole('heading', { level: 1, name: messages.generic.notFoundTitle })).toBeVisible();
  });
});

test.describe('as a visitor', () => {
  test('a page that needs sign-in takes the visitor to sign in, then back to it', async ({ page }) => {
    await page.goto('/invoice?page=2');
    await page.waitForURL((url) => url.href.startsWith(identityUrl));
    await page.getByLabel('Email address').fill(demo.email);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/invoice\?page=2$/);
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.paymentHistory })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(demo.name);
  });

  for (const route of pages.filter((candidate) => !candidate.requiresAuth)) {
    test(`${route.name} at ${samplePath(route)} answers`, async ({ page }) => {
      await expectRoute(page, route, false);
    });
  }
});
