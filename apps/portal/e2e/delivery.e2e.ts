/**
 * How the portal reaches a browser: only what a page needs, compressed and cached, under its security headers,
 * with the sign-in library left out of a first visit to a public page.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { messages } from '@careportal/domain';
import { DEMO, identityUrl, saveSignedInState, sessionFile } from './support';

const demo = DEMO.ahKow;
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

/** The scripts a page load requests, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('a first visit to a public page', () => {
  test('downloads neither the sign-in library nor signed-in pages, and shows Login', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: messages.labels.login })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => path.includes('/assets/index-'))).toBe(true);
    expect(scripts.filter((path) => /msalSession|profile|link-account|UserMenu/.test(path))).toEqual([]);
  });

  test('a Denticare page stays put when the API cannot be reached behind it', async ({ page }) => {
    await page.route(`${apiUrl}/config/app`, (route) => route.abort('failed'));
    await page.goto('/denticare/book-appointment');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a dental appointment' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/denticare\/book-appointment$/);
  });

  test('Login loads the sign-in, signs in and comes back to the page', async ({ page }) => {
    await page.goto('/faq');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: messages.labels.login }).click();
    await page.waitForURL((url) => url.href.startsWith(identityUrl));
    await page.getByLabel('Email address').fill(demo.email);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await expect(page.getByRole('button', { name: new RegExp(demo.name) })).toBeVisible();
  });
});

test.describe('a returning customer', () => {
  const storageState = sessionFile('delivery');
  test.use({ storageState });

  test.beforeAll(async ({ browser }) => {
    await saveSignedInState(browser, demo, storageState);
  });

  test('sees their page and their name, never Login, while the sign-in starts', async ({ page }) => {
    const loginSeen: boolean[] = [];
    await page.exposeFunction('reportLogin', (seen: boolean) => {
      loginSeen.push(seen);
    });
    await page.addInitScript(() => {
      const watch = () => {
        const buttons = [...document.querySelectorAll('button')];
        const seen = buttons.some((button) => button.textContent.trim() === 'Login');
        (window as unknown as { reportLogin: (seen: boolean) => void }).reportLogin(seen);
      };
      new MutationObserver(watch).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myProfile })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(demo.name) })).toBeVisible();
    expect(loginSeen.length).toBeGreaterThan(0);
    expect(loginSeen.every((seen) => !seen)).toBe(true);
  });
});

test.describe('the production server', () => {
  test('sends the page uncached, hashed assets compressed and cached for a year, under its security headers', async ({
    page,
    request,
  }) => {
    const document = await request.get('/profile', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(document.status()).toBe(200);
    const headers = document.headers();
    expect(headers['cache-control']).toBe('no-cache');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(new RegExp(`connect-src[^;]*${apiUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(csp).toMatch(new RegExp(`connect-src[^;]*${identityUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBeUndefined();

    const scripts = scriptsOf(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const entry = scripts.find((path) => path.includes('/assets/index-'));
    expect(entry).toBeDefined();
    const asset = await request.get(entry ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await request.get('/assets/no-such-file.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toContain('text/plain');
  });
});
