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
