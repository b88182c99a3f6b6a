import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';

type Page = Parameters<NonNullable<TestRunnerConfig['preVisit']>>[0];

const baselinesDir = path.join(process.cwd(), '.storybook', 'visual-baselines');
const diffDir = path.join(process.cwd(), 'test-results', 'storybook-diffs');

/** Page sizes for the viewport a story asks for; the default is a small laptop. */
const viewports: Record<string, { width: number; height: number }> = {
  mobile: { width: 360, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};
const defaultViewport = { width: 1024, height: 768 };

// Browser-level errors (failed loads, errors after render, uncaught exceptions) that --failOnConsole,
// which only spies on console.error until the story renders, would miss.
const consoleErrors = new WeakMap<Page, string[]>();

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
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
    const story = await getStoryContext(page, context);
    // A story asks for a viewport through its globals (`globals: { viewport: { value: 'mobile' } }`).
    const storyGlobals = (story as { storyGlobals?: Record<string, unknown> }).storyGlobals ?? {};
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

    // Overlays render outside the story root, so the whole page is the picture.
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: true });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: baselinesDir,
      customDiffDir: diffDir,
      customSnapshotIdentifier: context.id,
      failureThreshold: 0.01,
      failureThresholdType: 'percent',
      // The comparison runs in the worker. Run in its own process (the default), it is handed the picture
      // through a synchronous spawn, which now and then never returns on this kind of machine: the child sits
      // waiting for the end of its input and the whole suite hangs until CI's time runs out.
      runInProcess: true,
    });
  },
};

export default config;
