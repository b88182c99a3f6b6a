import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { axeViolations } from '../scripts/axe.cjs';

type Page = Parameters<NonNullable<TestRunnerConfig['preVisit']>>[0];

const baselinesDir = path.join(process.cwd(), '.storybook', 'visual-baselines');
const diffDir = path.join(process.cwd(), 'test-results', 'storybook-diffs');

/** Page sizes for the viewport a story asks for; the default is a small laptop. */
const viewports: Record<string, { width: number; height: number }> = {
  mobile: { width: 360, height: 740 },
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
  wide: { width: 1440, height: 900 },
};
const defaultViewport = { width: 1024, height: 768 };

/** The baseline picture of a story as stored, or undefined when it has none yet. */
function baselineBytes(id: string): Buffer | undefined {
  try {
    return readFileSync(path.join(baselinesDir, `${id}.png`));
  } catch {
    return undefined;
  }
}

/** The share of pixels that may differ from the baseline (1%), and how far a pixel's colour may move (pixelmatch). */
const FAILURE_THRESHOLD = 0.01;
const PIXEL_THRESHOLD = 0.01;

/**
 * Whether a picture matches its baseline within {@link FAILURE_THRESHOLD}, decoded by libvips (sharp) and compared
 * by pixelmatch: the same test jest-image-snapshot makes, in a tenth of its time (pngjs decoded a full-page picture
 * in 1 to 4 s of a story's 5, and on a busy machine stories ran into the test's time limit).
 */
async function matchesWithinThreshold(image: Buffer, baseline: Buffer): Promise<boolean> {
  // Loaded only for a picture that is not the baseline's very bytes, which most never need: each story file
  // runs in a module registry of its own, and loading them took a quarter of a second a file.
  const [{ default: sharp }, { default: pixelmatch }] = await Promise.all([
    import('sharp'),
    import('pixelmatch'),
  ]);
  const decode = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [actual, expected] = await Promise.all([decode(image), decode(baseline)]);
  const { width, height } = actual.info;
  if (width !== expected.info.width || height !== expected.info.height) return false;
  const differing = pixelmatch(actual.data, expected.data, null, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  return differing / (width * height) <= FAILURE_THRESHOLD;
}

/**
 * The rules addon-a11y runs on every story (axe's defaults, WCAG 2.2 AA among them, less `region`: a story has no
 * landmarks of its own), over what it checks: the body, less Storybook's own elements. The senior-mode check
 * ({@link expectAccessible}) uses them too, so that senior mode is held to what the default theme is.
 */
const A11Y_DISABLED_RULES = ['region'];
const A11Y_EXCLUDED = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/**
 * The addon's accessibility test (`a11y: { test: 'error' }` in .storybook/preview.tsx) for a rendering the addon
 * does not check itself: no violation on the page as it stands. `where` names the rendering in the failure.
 */
async function expectAccessible(page: Page, where: string) {
  const violations = await axeViolations(page, {
    include: 'body',
    exclude: A11Y_EXCLUDED,
    disabledRules: A11Y_DISABLED_RULES,
  });
  if (violations.length > 0) throw new Error(`Accessibility, ${where}:\n${violations.join('\n')}`);
}

/** The page's full height as Playwright measures it for a full-page picture. */
function pageHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const { body, documentElement: root } = document;
    return Math.max(
      body.scrollHeight,
      root.scrollHeight,
      body.offsetHeight,
      root.offsetHeight,
      body.clientHeight,
      root.clientHeight,
    );
  });
}

/** The height of a PNG picture, from its header. */
function pictureHeight(png: Buffer): number {
  return png.readUInt32BE(20);
}

/**
 * A full-page picture of the page as it stands. Playwright measures the page, then takes it at that size: a layout
 * that settles in between (on a busy machine) left the picture taller than the page, blank below the footer. Such a
 * picture is taken again, at most twice, once the height holds.
 */
async function fullPagePicture(page: Page, attemptsLeft = 3): Promise<Buffer> {
  const before = await pageHeight(page);
  const image = await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: true });
  const after = await pageHeight(page);
  if ((before === after && pictureHeight(image) === after) || attemptsLeft <= 1) return image;
  return fullPagePicture(page, attemptsLeft - 1);
}

/** The page (overlays render outside the story root) matches the baseline `id`. */
async function expectPicture(page: Page, id: string) {
  const image = await fullPagePicture(page);
  const baseline = baselineBytes(id);
  // Most pictures are the baseline's very bytes (chromium encodes the same pixels the same way).
  if (baseline?.equals(image)) return;
  if (baseline && (await matchesWithinThreshold(image, baseline))) {
    // Within the threshold but not the same bytes (another chromium, a font hinted apart): with
    // STORYBOOK_REFRESH_BASELINES=1 the baseline takes the new bytes, so that the next run needs no decoding.
    if (process.env.STORYBOOK_REFRESH_BASELINES === '1')
      writeFileSync(path.join(baselinesDir, `${id}.png`), image);
    return;
  }
  // No baseline, or a real difference: jest-image-snapshot writes the baseline (with -u) or the diff picture and
  // fails the story.
  const { toMatchImageSnapshot } = await import('jest-image-snapshot');
  expect.extend({ toMatchImageSnapshot });
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: baselinesDir,
    customDiffDir: diffDir,
    customSnapshotIdentifier: id,
    failureThreshold: FAILURE_THRESHOLD,
    failureThresholdType: 'percent',
    customDiffConfig: { threshold: PIXEL_THRESHOLD },
    // The comparison runs in the worker. Run in its own process (the default), it is handed the picture
    // through a synchronous spawn, which now and then never returns on this kind of machine: the child sits
    // waiting for the end of its input and the whole suite hangs until CI's time runs out.
    runInProcess: true,
  });
}

/**
 * Hides, for a screen's pictures only, a message that closes by itself (6 s): whether it is still up when a
 * picture is taken depends on how busy the machine is. The play function has checked its words before, and the
 * Toast stories, pictured as soon as they render, pin its look. The next story's play function sees it again.
 */
async function hideTransientMessages(page: Page, hide: boolean) {
  await page.evaluate((on) => {
    const id = 'careportal-test-hide-transient';
    document.getElementById(id)?.remove();
    if (!on) return;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = '[data-transient]{visibility:hidden!important}';
    document.head.append(style);
  }, hide);
}

/**
 * Switches the toolbar's theme to senior mode, as a designer would: the story renders again in it, keeping its
 * state. addon-a11y's own check is held for this rendering (`a11y.manual`): the runner checks it itself, after
 * the page is ready, and the addon would only check it a second time.
 */
async function showInSeniorMode(page: Page) {
  await page.evaluate(() => {
    const channel = (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (...args: unknown[]) => void } }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('updateGlobals', { globals: { theme: 'senior', a11y: { manual: true } } });
  });
}

/**
 * The default theme and addon-a11y's check again, for the next story: the globals change in the preview's store
 * without rendering this story again (an `updateGlobals` would render it, and the addon would check it, a third
 * time). The next story renders in them.
 */
async function restoreDefaultGlobals(page: Page) {
  await page.evaluate(() => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          storyStoreValue?: { userGlobals: { update: (globals: Record<string, unknown>) => void } };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    preview.storyStoreValue?.userGlobals.update({ theme: 'default', a11y: { manual: false } });
  });
}

/** The screen again in senior mode: no accessibility violation, and its own baseline (`{id}--senior-mode`). */
async function checkInSeniorMode(page: Page, id: string) {
  leftInSeniorMode.add(page);
  await showInSeniorMode(page);
  try {
    await page.waitForSelector('[data-theme="senior"]', { state: 'attached' });
    await waitForPageReady(page);
    await expectAccessible(page, `${id} in senior mode`);
    await expectPicture(page, `${id}--senior-mode`);
  } finally {
    // The next story starts in the default theme, checked by the addon.
    await restoreDefaultGlobals(page);
    leftInSeniorMode.delete(page);
  }
}

// Browser-level errors (failed loads, errors after render, uncaught exceptions) that --failOnConsole,
// which only spies on console.error until the story renders, would miss.
const consoleErrors = new WeakMap<Page, string[]>();
/**
 * Pages whose senior-mode pass did not get to switch back (a story that ran out of time is abandoned mid-pass):
 * the next story there restores the default theme first, so that one slow story cannot fail the ones after it.
 */
const leftInSeniorMode = new WeakSet<Page>();
/** The globals the story on a page asks for, read once in preVisit. */
const storyGlobalsOf = new WeakMap<Page, Record<string, unknown>>();

const config: TestRunnerConfig = {
  // As the runner's own preparation, with a mark the preview reads as it loads (.storybook/preview.tsx): in the
  // story suite, its accessibility check gathers only violations.
  // A worker keeps its page from one story file to the next (.storybook/test-environment.mjs): the mark is added
  // once a page.
  async prepare({ page }) {
    const marked = page as Page & { careportalStorySuite?: true };
    if (marked.careportalStorySuite === undefined) {
      await page.addInitScript(() => {
        (window as unknown as { __CAREPORTAL_STORY_SUITE__: boolean }).__CAREPORTAL_STORY_SUITE__ = true;
      });
      marked.careportalStorySuite = true;
    }
    const iframeUrl = new URL('iframe.html', process.env.TARGET_URL).toString();
    await page.goto(iframeUrl, { waitUntil: 'load' });
    // The preview reads its story index after the page's load event: on a busy machine the file's first story
    // asked for its context before that, and failed with "Cannot access the Story Store until the index is ready".
    await page.waitForFunction(
      () =>
        (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__
          ?.storyStoreValue !== undefined,
    );
  },
  async preVisit(page, context) {
    let errors = consoleErrors.get(page);
    if (!errors) {
      const list: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') list.push(message.text());
      });
      page.on('pageerror', (error) => list.push(`Uncaught: ${error.message}`));
      consoleErrors.set(page, list);
      errors = list;
    }
    errors.length = 0;
    if (leftInSeniorMode.has(page)) {
      await restoreDefaultGlobals(page);
      leftInSeniorMode.delete(page);
    }
    // A story abandoned while its pictures were taken leaves its messages hidden: the next one sees its own.
    await hideTransientMessages(page, false);
    const story = await getStoryContext(page, context);
    // A story asks for a viewport through its globals (`globals: { viewport: { value: 'mobile' } }`).
    const storyGlobals = (story as { storyGlobals?: Record<string, unknown> }).storyGlobals ?? {};
    storyGlobalsOf.set(page, storyGlobals);
    const viewport = (storyGlobals.viewport as { value?: string } | undefined)?.value;
    await page.setViewportSize((viewport ? viewports[viewport] : undefined) ?? defaultViewport);
  },
  async postVisit(page, context) {
    // After a failed render, play function or accessibility check the runner still calls postVisit and then
    // reports the first error; anything thrown here would hide the real failure.
    if (context.hasFailure) return;
    await waitForPageReady(page);
    await page.addStyleTag({
      content:
        '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}',
    });
    const errors = consoleErrors.get(page) ?? [];
    if (errors.length > 0) throw new Error(`Console errors in ${context.id}:\n${errors.join('\n')}`);

    const isScreen = context.id.startsWith('screens-');
    if (isScreen) await hideTransientMessages(page, true);
    try {
      await expectPicture(page, context.id);
      // Every screen (a portal page) is checked in senior mode as well (issue 19), on the same rendering: the
      // theme is switched under it, with what its play function did still on screen, then axe and the picture.
      const storyGlobals = storyGlobalsOf.get(page) ?? {};
      if (isScreen && storyGlobals.theme !== 'senior') await checkInSeniorMode(page, context.id);
    } finally {
      if (isScreen) await hideTransientMessages(page, false);
    }
  },
};

export default config;
