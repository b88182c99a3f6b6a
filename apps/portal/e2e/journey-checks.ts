/**
 * The checks every page of a journey passes (issue 35), as a Playwright fixture: journeys.e2e.ts walks each
 * journey on a phone in senior mode and calls `journey.checkPage` on every page it reaches; the fixture fails the
 * test at its end on any answer or console error the journey did not expect. journey-checks.e2e.ts proves that
 * each check fails on a page made to break it.
 *
 * The rules, precisely:
 * - Answers: every response of 400 or more from the stack's origins (the portal, the API with its sandbox bank
 *   and gateway pages, the sign-in provider) fails the test, unless the journey allowed it beforehand with its
 *   method, its path (exact, or a pattern for an id the journey cannot know) and its status, and says why.
 * - Console: every `console.error` and every uncaught exception in the page fails the test. The browser's own
 *   'Failed to load resource' line for an allowed answer is part of that answer, and is not counted twice.
 * - Broken words: in every rendered text node of the page, each word (a run of letters, digits and marks, so a
 *   break after a hyphen, a slash, an '@' or a '.' is not inside a word; Chinese, Japanese and Korean text, which
 *   breaks between any two characters, is not measured) must lie on one line: the boxes of its Range's
 *   getClientRects() must all overlap vertically by more than half the smaller one's height.
 * - Height: the top of the page's primary action, measured from the top of the document with the page scrolled to
 *   its top (so an action held at the bottom of the screen counts where it stands then), must be within the
 *   number of screens (the viewport's height) the journey sets for that page.
 * - Disabled buttons: the primary action, and every submit button in the page's main content, when disabled
 *   (the `disabled` attribute or aria-disabled="true") must say why: its aria-describedby names at least one
 *   element that is rendered (a box of some size, not visibility: hidden) and has text. A reason nearby that is
 *   not tied to the button does not count: a screen reader would not read it with the button, and "nearby" could
 *   not be told apart from any other text on the page.
 */
import { expect, test as base, type Locator, type Page, type Response } from '@playwright/test';
import { join } from 'node:path';
import { apiUrl, identityUrl } from './support';

/** An answer of 400 or more that the journey means to meet, and why. */
export interface ExpectedAnswer {
  method: string;
  /** The path with its query, exactly, or a pattern for one whose id the journey cannot know beforehand. */
  path: string | RegExp;
  status: number;
  reason: string;
}

/** What a page is checked against: its primary action, and how far down the page it may start. */
export interface PageLimits {
  /** The button or link the page is for (Next, Confirm, Pay): what a person looks for. */
  primary: Locator;
  /** The most screens (viewport heights) of page above the primary action's top. */
  screens: number;
}

/** A word broken over two lines: the word, the text it is in, and the lines' tops. */
export interface BrokenWord {
  word: string;
  text: string;
  tops: number[];
}

/**
 * Every word in a rendered text node of the page that lies on more than one line (see the module's rules).
 * Runs in the page; needs nothing from the journey.
 */
export async function brokenWords(page: Page): Promise<BrokenWord[]> {
  return page.evaluate(() => {
    const found: { word: string; text: string; tops: number[] }[] = [];
    // Letters of scripts that break between words (not Han, Hiragana, Katakana or Hangul), digits and marks.
    const word =
      /(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{L}\p{N}\p{M}])+/gu;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (parent === null || text.trim() === '') continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      for (const match of text.matchAll(word)) {
        if (match[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
        const lines: DOMRect[] = [];
        for (const box of boxes) {
          const sameLine = lines.some(
            (line) =>
              Math.min(line.bottom, box.bottom) - Math.max(line.top, box.top) >
              Math.min(line.height, box.height) / 2,
          );
          if (!sameLine) lines.push(box);
        }
        if (lines.length > 1) {
          found.push({
            word: match[0],
            text: text.trim().slice(0, 120),
            tops: lines.map((line) => Math.round(line.top)),
          });
        }
      }
    }
    return found;
  });
}

/**
 * How far the top of `primary` is from the top of the document, in screens of the page's viewport, measured with
 * the page scrolled to its top as it opens (and then scrolled back): an action held at the bottom of the screen
 * (`position: sticky`) counts where a person first meets it, not wherever the last scroll happened to leave it.
 */
export async function screensAbove(page: Page, primary: Locator): Promise<number> {
  const top = await primary.evaluate((element) => {
    const { scrollX, scrollY } = window;
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    const measured = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    return measured;
  });
  const height = page.viewportSize()?.height ?? (await page.evaluate(() => window.innerHeight));
  return top / height;
}

/**
 * The whole page's height in screens of its viewport (the document's scroll height over the viewport's height): a
 * list that grows with a person's data must not make the page grow with it (issue 36: My Services was 22,949 px,
 * 27 screens, on a phone for a customer with two courses).
 */
export async function pageScreens(page: Page): Promise<number> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()?.height ?? (await page.evaluate(() => window.innerHeight));
  return height / screen;
}

/**
 * The disabled buttons among `primary` and the submit buttons of the page's main content that do not say why
 * (see the module's rules), each described by its name.
 */
export async function disabledWithoutReason(page: Page, primary?: Locator): Promise<string[]> {
  const marker = 'data-journey-primary';
  if (primary !== undefined && (await primary.count()) > 0) {
    await primary.evaluate((element, name) => {
      element.setAttribute(name, '');
    }, marker);
  }
  return page.evaluate((name) => {
    const candidates = new Set<Element>([
      ...document.querySelectorAll(`[${name}]`),
      ...document.querySelectorAll('main button[type="submit"], main [role="button"][type="submit"]'),
    ]);
    const rendered = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) &&
      element.getBoundingClientRect().width > 0 &&
      element.getBoundingClientRect().height > 0;
    const silent: string[] = [];
    for (const element of candidates) {
      element.removeAttribute(name);
      const disabled =
        (element instanceof HTMLButtonElement && element.disabled) ||
        element.getAttribute('aria-disabled') === 'true';
      if (!disabled || !rendered(element)) continue;
      const reasons = (element.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter((id) => id !== '')
        .map((id) => document.getElementById(id));
      const said = reasons.some(
        (reason) => reason !== null && rendered(reason) && reason.innerText.trim() !== '',
      );
      if (!said) silent.push(element.textContent.trim() || element.outerHTML.slice(0, 120));
    }
    return silent;
  }, marker);
}

/** A journey's watch on its page: the answers and console errors it meets, and the checks of each page. */
export interface JourneyWatch {
  /** The journey means to meet this answer: say so before the step that meets it. */
  allow: (answer: ExpectedAnswer) => void;
  /** Every answer of 400 or more that was not allowed, as 'METHOD url → status'. */
  unexpectedAnswers: () => string[];
  /** Every console error and uncaught exception, but the browser's line for an allowed answer. */
  consoleErrors: () => string[];
  /** Fails on a broken word, a primary action too far down, or a disabled one that does not say why. */
  checkPage: (name: string, limits: PageLimits) => Promise<void>;
  /** Fails on every unexpected answer and console error so far. */
  expectClean: () => void;
}

/** Starts watching `page`: from now on, every answer and console line counts. */
export function watchJourney(page: Page): JourneyWatch {
  const origins = new Set(
    [apiUrl, identityUrl, process.env.PORTAL_URL ?? 'http://127.0.0.1:5173'].map(
      (url) => new URL(url).origin,
    ),
  );
  const answers: { method: string; url: URL; status: number }[] = [];
  const consoleLines: { text: string; url: string }[] = [];
  const allowed: ExpectedAnswer[] = [];

  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!origins.has(url.origin) || response.status() < 400) return;
    answers.push({ method: response.request().method(), url, status: response.status() });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleLines.push({ text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => {
    consoleLines.push({ text: `Uncaught ${error.name}: ${error.message}`, url: '' });
  });

  const isAllowed = (method: string, url: URL, status: number) =>
    allowed.some(
      (entry) =>
        entry.method === method &&
        entry.status === status &&
        (typeof entry.path === 'string'
          ? entry.path === url.pathname + url.search
          : entry.path.test(url.pathname + url.search)),
    );
  const unexpectedAnswers = () =>
    answers
      .filter(({ method, url, status }) => !isAllowed(method, url, status))
      .map(({ method, url, status }) => `${method} ${url.href} → ${String(status)}`);
  const consoleErrors = () =>
    consoleLines
      .filter(({ text, url }) => {
        if (!text.startsWith('Failed to load resource')) return true;
        // The browser's own line for an answer: it names neither the method nor, always, the status.
        const status = Number(/status of (\d{3})/.exec(text)?.[1] ?? 0);
        return !answers.some(
          (answer) =>
            answer.url.href === url &&
            answer.status === status &&
            isAllowed(answer.method, answer.url, status),
        );
      })
      .map(({ text, url }) => (url ? `${text} (${url})` : text));

  return {
    allow: (answer) => {
      allowed.push(answer);
    },
    unexpectedAnswers,
    consoleErrors,
    checkPage: async (name, { primary, screens }) => {
      await expect(primary, `${name}: its primary action`).toBeVisible();
      // JOURNEY_SHOTS=<folder> keeps a picture of each page checked, to look at.
      const shots = process.env.JOURNEY_SHOTS;
      if (shots) {
        const file = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        await page.screenshot({ path: join(shots, `${file}.png`), fullPage: true });
      }
      expect(await brokenWords(page), `${name}: words broken over two lines`).toEqual([]);
      const above = await screensAbove(page, primary);
      expect(above, `${name}: screens of page above the primary action`).toBeLessThanOrEqual(screens);
      expect(
        await disabledWithoutReason(page, primary),
        `${name}: disabled buttons that do not say why`,
      ).toEqual([]);
      expect(unexpectedAnswers(), `${name}: answers of 400 or more the journey did not expect`).toEqual([]);
      expect(consoleErrors(), `${name}: console errors`).toEqual([]);
    },
    expectClean: () => {
      expect(unexpectedAnswers(), 'answers of 400 or more the journey did not expect').toEqual([]);
      expect(consoleErrors(), 'console errors').toEqual([]);
    },
  };
}

/** A phone: an iPhone 12 to 15's viewport in CSS pixels. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * `test` with a `journey` watch on the page, started before the test and checked after it: a test that uses
 * `journey` fails on any answer or console error it did not expect, even after its last `checkPage`.
 */
export const test = base.extend<{ journey: JourneyWatch }>({
  viewport: PHONE,
  journey: async ({ page }, use) => {
    const watch = watchJourney(page);
    await use(watch);
    watch.expectClean();
  },
});

export { expect };
