import { expect, test, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { messages } from '@careportal/domain';
import { ROUTES, samplePath, type PortalRoute } from '../src/routeTable';
import { frameFor } from '../src/shell/frameRule';
import { DEMO, expectAccessible, identityUrl, saveSignedInState, sessionFile, signIn } from './support';

const demo = DEMO.ahKow;

async function expectRoute(page: Page, route: PortalRoute, signedIn: boolean) {
  await page.goto(samplePath(route));
  // Home is My Services for a signed-in person (its signedInTitle).
  const title = signedIn ? (route.signedInTitle ?? route.title) : route.title;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const kind = frameFor(route, signedIn);
  // The standard frame and the public layout both have the logo bar and the footer; only the standard frame has
  // the cart.
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveCount(kind === 'standard' ? 1 : 0);
  await expectAccessible(page);
}

/**
 * /appt/:id and /inv/:id leave for their area's not-found page on an unknown link (as the sample id is);
 * public-appt-inv.e2e.ts opens each on a demo link, with its title, the public layout and axe.
 */
const PUBLIC_LINK_KINDS = new Set(['appt', 'inv']);
/**
 * Pages that show what their path names, and so say "not found" for the sample values: a help topic and its
 * answer (public-help.e2e.ts opens real ones, and an unknown one), and a programme's showcase at
 * /programmes/{slug} and ServiceType/{id} (public-showcase.e2e.ts opens real ones, follows a real id to its
 * readable path, and opens an unknown programme).
 */
const NAMED_CONTENT_ROUTES = new Set([
  'FAQCategory',
  'FAQArticle',
  'ServiceTypeDetail',
  'ServiceTypeDetailById',
]);
/**
 * One page for a describe block's route visits, opened once (in a new context with `options`, from the suite's
 * settings) instead of a new context per test: a visit is a full page load of its own either way, and a context
 * per visit was a fifth of each visit's time. After a failed test Playwright starts a new worker, which opens the
 * page again. Call in the describe block; use `visitor()` in the tests.
 */
function sharedVisitorPage(
  options: () => BrowserContextOptions,
  setUp?: (context: BrowserContext) => Promise<unknown>,
) {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext(options());
    await setUp?.(context);
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!page) throw new Error('The shared page is opened in beforeAll');
    return page;
  };
}

const pages = ROUTES.filter(
  (route) =>
    route.kind !== 'login' && !PUBLIC_LINK_KINDS.has(route.kind) && !NAMED_CONTENT_ROUTES.has(route.name),
);

test.describe('logging out', () => {
  test('ends on the home page with "You have logged out", without a second question at the sign-in provider', async ({
    page,
  }) => {
    // A sign-in of its own: logging out ends this session only, not the one the other tests share.
    await signIn(page, DEMO.beeHoon);
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(DEMO.beeHoon.name) })
      .click();
    const identityPages: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith(identityUrl)) identityPages.push(frame.url());
    });
    await page.getByRole('menu').getByRole('menuitem', { name: messages.labels.logout }).click();
    await expect(page.getByText(messages.auth.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: messages.labels.login })).toBeVisible();
    // Through the provider's sign-out, which asked nothing and went straight back.
    expect(identityPages.some((url) => url.includes('/session/end'))).toBe(true);
    await expect(page.getByText('Sign out of careportal?')).toHaveCount(0);
    await expectAccessible(page);
  });
});

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

  const visitor = sharedVisitorPage(() => ({ storageState }));
  for (const route of pages) {
    test(`${route.name} at ${samplePath(route)} answers in its frame`, async () => {
      await expectRoute(visitor(), route, true);
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

  test('on a phone, the first paint waits for no drawer, configuration, Chinese or Tamil font; the Menu then opens by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menuButton = page.getByRole('banner').getByRole('button', { name: messages.labels.menu });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // Fetched once the page has loaded, on a phone: the drawer's code (a chunk named after it), the remote
    // configuration and the Chinese and Tamil font rules. None is asked for before the load event.
    const deferred = [
      /\/VisitorDrawer-[^/]+\.js$/,
      /\/config\/app$/,
      /\/fonts-chinese-[^/]+\.css$/,
      /\/fonts-tamil-[^/]+\.css$/,
    ];
    await expect
      .poll(() =>
        page.evaluate(
          (patterns) =>
            patterns.map(
              (pattern) =>
                performance
                  .getEntriesByType('resource')
                  .filter((entry) => new RegExp(pattern).test(entry.name)).length,
            ),
          deferred.map((pattern) => pattern.source),
        ),
      )
      .toEqual([1, 1, 1, 1]);
    const startedBeforeLoad = await page.evaluate(
      (patterns) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const loaded = navigation?.loadEventStart ?? 0;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => patterns.some((pattern) => new RegExp(pattern).test(entry.name)))
          .filter((entry) => entry.startTime < loaded)
          .map((entry) => entry.name);
      },
      deferred.map((pattern) => pattern.source),
    );
    expect(startedBeforeLoad).toEqual([]);

    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: messages.labels.menu });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: messages.labels.login })).toBeVisible();
    await expect(drawer.getByRole('link', { name: messages.labels.faq })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  const visitor = sharedVisitorPage(() => ({}));
  for (const route of pages.filter((candidate) => !candidate.requiresAuth)) {
    test(`${route.name} at ${samplePath(route)} answers`, async () => {
      await expectRoute(visitor(), route, false);
    });
  }
});

/**
 * Every page again in senior mode (issue 19), as Ng Siew Lan, whose account keeps it on, or as a visitor who
 * turned it on, at 320 CSS px: drawn in it, passing axe, and reflowing with no sideways scrolling (WCAG 1.4.10;
 * 200 % zoom of a 1280 px window is 640 px, wider than that). The signed-in and visitor loops above check
 * every page in the default theme at 1280 px.
 */
async function expectSeniorRoute(page: Page, route: PortalRoute, signedIn: boolean) {
  await page.setViewportSize({ width: 320, height: 720 });
  await expectRoute(page, route, signedIn);
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'senior');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe('in senior mode, signed in', () => {
  const storageState = sessionFile('senior-session');
  test.use({ storageState });

  test.beforeAll(async ({ browser }) => {
    await saveSignedInState(browser, DEMO.siewLan, storageState);
  });

  const visitor = sharedVisitorPage(() => ({ storageState }));
  for (const route of pages.filter((candidate) => candidate.requiresAuth)) {
    test(`${route.name} at ${samplePath(route)}`, async () => {
      await expectSeniorRoute(visitor(), route, true);
    });
  }
});

test.describe('in senior mode, as a visitor', () => {
  const visitor = sharedVisitorPage(
    () => ({}),
    (context) =>
      context.addInitScript(() => {
        localStorage.setItem('displayMode', JSON.stringify({ value: 'senior', expiresAt: null }));
      }),
  );

  for (const route of pages.filter((candidate) => !candidate.requiresAuth)) {
    test(`${route.name} at ${samplePath(route)}`, async () => {
      await expectSeniorRoute(visitor(), route, false);
    });
  }
});
