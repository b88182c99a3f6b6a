#!/usr/bin/env node
// `node scripts/screenshots.mjs [--out DIR] [--readme] [PATH ...]`: pictures of the portal's pages to look at
// before a change is committed, at 390 px and 1440 px, in the default theme and in senior mode. Builds the
// portal and starts the whole stack on ports of its own (never those of `npm start`, the browser suite or the
// bench), on a new database seeded with the demo data, and signs in as the demo customer for the pages that
// need it. Never part of `npm test`.
//
//   --out DIR   where the pictures go (default test-results/screenshots), named <page>-<width>-<theme>.png
//   --locale L  the language the pages are shown in (zh-Hans, ms or ta; default English), as a visitor's device
//               remembers it; the pictures' names end with it
//   --readme    also writes the README's pictures, docs/screenshots/{home,profile}-{390,1440}.png (first screen,
//               default theme)
//   PATH ...    the pages (default /, /denticare/book-appointment, /egiro-landing and /profile)
//
// The senior pictures apply the senior theme's class to the page's theme root (and to the overlays', which carry
// their own), which is what the portal's "Larger text" switch does, without changing the signed-in account's
// choice (the switch would keep it there) between one picture and the next.
/* global document, CSSStyleRule -- in the functions the page runs */
import { chromium } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildStack, stackSettings, startStack } from './lib/stack.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const browserSettings = require('./chromium.cjs');

const PORTS = {
  identityPort: Number(process.env.SHOTS_IDENTITY_PORT ?? 4647),
  apiPort: Number(process.env.SHOTS_API_PORT ?? 4047),
  portalPort: Number(process.env.SHOTS_PORTAL_PORT ?? 5217),
};
const DEFAULT_PATHS = ['/', '/denticare/book-appointment', '/egiro-landing', '/profile'];
/** Pages that need a sign-in, by their path's start. */
const SIGNED_IN = [
  '/profile',
  '/link-account',
  '/invoice',
  '/appointments',
  '/card',
  '/my-denticare',
  '/care-calendar',
];
const WIDTHS = [390, 1440];
const THEMES = ['default', 'senior'];
/** The README's pictures: a page's first screen at each width. */
const README_PAGES = { '/': 'home', '/profile': 'profile' };
/** The demo customer signed in; SHOTS_EMAIL picks another demo account (rachel.goh@example.sg for /care-calendar). */
const ACCOUNT = { email: process.env.SHOTS_EMAIL ?? 'ahkow.tan@example.sg', password: 'CarePortal#2026' };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: join(root, 'test-results', 'screenshots') },
    readme: { type: 'boolean', default: false },
    locale: { type: 'string', default: 'en' },
  },
});
const paths = positionals.length > 0 ? positionals : DEFAULT_PATHS;
const say = (line) => process.stdout.write(`${line}\n`);

/** A file-name-safe name for a path: 'home' for '/', else its segments joined by '-'. */
const nameOf = (path) =>
  path === '/' ? 'home' : path.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-');

/**
 * Shows the senior theme, or the default one, on every theme root of the page. The page's root names its theme
 * in `data-theme`; the other theme's class is the one rule that sets the same custom properties.
 */
async function applyTheme(page, theme) {
  await page.evaluate((mode) => {
    const themeRoot = document.querySelector('[data-theme]');
    if (!themeRoot) throw new Error('The page has no theme root.');
    const rules = [...document.styleSheets].flatMap((sheet) => {
      try {
        return [...sheet.cssRules].filter((rule) => rule instanceof CSSStyleRule);
      } catch {
        return [];
      }
    });
    const propertiesOf = (rule) =>
      [...rule.style]
        .filter((name) => name.startsWith('--'))
        .sort()
        .join(' ');
    const current = themeRoot.getAttribute('data-theme');
    const currentClass = [...themeRoot.classList].find((name) =>
      rules.some((rule) => rule.selectorText === `.${name}` && propertiesOf(rule).length > 0),
    );
    if (!currentClass) throw new Error('The theme root has no theme class.');
    const properties = propertiesOf(rules.find((rule) => rule.selectorText === `.${currentClass}`));
    const otherClass = rules
      .filter((rule) => /^\.[\w-]+$/.test(rule.selectorText) && rule.selectorText !== `.${currentClass}`)
      .find((rule) => propertiesOf(rule) === properties)
      ?.selectorText.slice(1);
    if (!otherClass) throw new Error('The other theme was not found in the page.');
    if (current === mode) return;
    for (const element of document.querySelectorAll(`.${currentClass}`)) {
      element.classList.replace(currentClass, otherClass);
      if (element.hasAttribute('data-theme')) element.setAttribute('data-theme', mode);
    }
  }, theme);
}

async function signIn(context, settings) {
  const page = await context.newPage();
  await page.goto(`${settings.portalUrl}/profile`);
  await page.waitForURL((url) => url.href.startsWith(settings.identityUrl));
  await page.getByLabel('Email address').fill(ACCOUNT.email);
  await page.getByLabel('Password').fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.href.startsWith(settings.portalUrl) && url.pathname === '/profile', {
    timeout: 30_000,
  });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.close();
}

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'careportal-shots-'));
  const settings = stackSettings({ ...PORTS, dataDir: join(scratch, 'data') });
  let stack;
  let browser;
  try {
    buildStack(settings, { log: (step) => say(`screenshots: ${step}`) });
    say('screenshots: starting the sign-in provider, the API (a new database, seeded) and the portal');
    stack = await startStack(settings, { env: { LOG_LEVEL: 'warn' }, output: () => undefined });
    browser = await chromium.launch({
      executablePath: browserSettings.executablePath,
      args: browserSettings.args,
    });
    // The embedded sign-in provider serves https with a certificate of its own. A visitor's pages are taken as
    // a visitor sees them, the others signed in.
    const newContext = async () => {
      const context = await browser.newContext({ deviceScaleFactor: 1, ignoreHTTPSErrors: true });
      // The language as the portal keeps it on the device (apps/portal/src/storage.ts), read before the first paint.
      if (values.locale !== 'en')
        await context.addInitScript((locale) => {
          localStorage.setItem('locale', JSON.stringify({ value: locale, expiresAt: null }));
        }, values.locale);
      return context;
    };
    const visitor = await newContext();
    const needsSignIn = (path) => SIGNED_IN.some((start) => path.startsWith(start));
    const customer = paths.some(needsSignIn) ? await newContext() : null;
    if (customer) {
      say(`screenshots: signing in as ${ACCOUNT.email}`);
      await signIn(customer, settings);
    }
    mkdirSync(values.out, { recursive: true });
    for (const path of paths) {
      for (const width of WIDTHS) {
        const page = await ((needsSignIn(path) ? customer : null) ?? visitor).newPage();
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${settings.portalUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // What loads after the first screen (the profile's data, the fonts) settles before the picture.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        for (const theme of THEMES) {
          await applyTheme(page, theme);
          const language = values.locale === 'en' ? '' : `-${values.locale}`;
          const file = join(values.out, `${nameOf(path)}-${String(width)}-${theme}${language}.png`);
          await page.screenshot({ path: file, fullPage: true });
          say(`screenshots: ${file}`);
          const readmeName = README_PAGES[path];
          if (values.readme && theme === 'default' && readmeName) {
            const readmeFile = join(root, 'docs', 'screenshots', `${readmeName}-${String(width)}.png`);
            await page.screenshot({ path: readmeFile });
            say(`screenshots: ${readmeFile}`);
          }
        }
        await page.close();
      }
    }
  } finally {
    await browser?.close();
    await stack?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(
    `screenshots: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
